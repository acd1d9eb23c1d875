import { useQuery } from '@tanstack/react-query';
import { Card, List, Space, Typography } from 'antd';
import { FileList } from '@/components/files/file-list';
import { agencyStrengthQuery } from './agency-queries';
import { EmptyWords } from '@/components/data-table/empty-words';
import { useTexts } from '@/stores/language';
import { agencyCatalogue } from './i18n/agency';

/** An agency's team, qualifications and cases, read-only with every photo, certificate and case image (its detail). */
export function StrengthView({ id }: { id: string }) {
  const info = useQuery(agencyStrengthQuery(id));
  const texts = useTexts(agencyCatalogue);
  const w = texts.strength;
  const s = info.data;
  if (!s) return null;
  return (
    <Card size="small" title={w.title}>
      <Typography.Title level={5}>{w.members}</Typography.Title>
      <List
        size="small"
        dataSource={s.members}
        locale={{ emptyText: <EmptyWords>{texts.none}</EmptyWords> }}
        renderItem={(m) => (
          <List.Item>
            <Space wrap align="center">
              {m.photo && <FileList files={[m.photo]} thumb={64} />}
              {`${m.name} · ${m.role}${m.qualification ? ` · ${m.qualification}` : ''}`}
            </Space>
          </List.Item>
        )}
      />
      <Typography.Title level={5}>{w.qualifications}</Typography.Title>
      <List
        size="small"
        dataSource={s.qualifications}
        locale={{ emptyText: <EmptyWords>{texts.none}</EmptyWords> }}
        renderItem={(q) => (
          <List.Item>
            <Space wrap>
              {q.name}
              <FileList files={q.files} thumb={48} />
            </Space>
          </List.Item>
        )}
      />
      <Typography.Title level={5}>{w.cases}</Typography.Title>
      <List
        size="small"
        dataSource={s.cases}
        locale={{ emptyText: <EmptyWords>{texts.none}</EmptyWords> }}
        renderItem={(c) => (
          <List.Item>
            <Space orientation="vertical" size={4}>
              <Typography.Text strong>{w.caseTitle(c.client, c.period)}</Typography.Text>
              <span style={{ whiteSpace: 'pre-wrap' }}>{c.result}</span>
              {c.images.length > 0 && <FileList files={c.images} />}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
