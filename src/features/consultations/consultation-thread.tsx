import { Card, Space, Tag, Timeline, Typography } from 'antd';
import type { ConsultationDetail } from '@/api/consultations';
import { FileList } from '@/components/files/file-list';
import { THREAD_AUTHORS, THREAD_KINDS, type ThreadAuthor } from '@contract/consultation-states';
import { formatDateTime } from '@/lib/dates';
import { useTexts } from '@/stores/language';
import { consultationsCatalogue } from './i18n/consultations';

const COLORS: Record<ThreadAuthor, string> = { company: 'blue', park: 'green', agency: 'purple', event: 'gray' };

/** The question, the replies and follow-ups, and the platform's own entries, oldest first, as every party sees them. */
export function ConsultationThread({ thread }: { thread: ConsultationDetail['thread'] }) {
  const texts = useTexts(consultationsCatalogue);
  return (
    <Card title={texts.thread} size="small">
      <Timeline
        items={thread.map((entry) => ({
          key: entry.id,
          color: COLORS[entry.author],
          content: (
            <article aria-label={`${THREAD_KINDS[entry.kind]} ${entry.authorName}`}>
              <Space size={4} wrap>
                {/* antd's grey tag reads 3.5:1: the system's entries take the default tag. */}
                <Tag color={entry.author === 'event' ? undefined : COLORS[entry.author]}>{THREAD_AUTHORS[entry.author]}</Tag>
                <Typography.Text strong>{entry.authorName}</Typography.Text>
                <Typography.Text type="secondary">
                  {THREAD_KINDS[entry.kind]} · {formatDateTime(entry.createdAt)}
                </Typography.Text>
              </Space>
              {entry.body && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>{entry.body}</Typography.Paragraph>}
              <FileList files={entry.attachments} />
            </article>
          ),
        }))}
      />
    </Card>
  );
}
