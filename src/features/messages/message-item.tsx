import { Badge, Typography } from 'antd';
import type { Message } from '@/api/messages';
import { messagesCatalogue } from '@/features/messages/i18n/messages';
import { useTexts } from '@/stores/language';
import { isMessageKind } from '@contract/messages';
import { formatDateTime } from '@/lib/dates';

/** One message as the bell's panel lists it: unread ones carry a dot and bold title. */
export function MessageItem({ message }: { message: Message }) {
  const unread = !message.readAt;
  const texts = useTexts(messagesCatalogue);
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
      <Badge status={unread ? 'processing' : 'default'} />
      <div style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong={unread} ellipsis style={{ display: 'block' }}>
          {message.title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {isMessageKind(message.kind) ? texts.kinds[message.kind] : message.kind} · {formatDateTime(message.createdAt)}
          {unread ? ` · ${texts.unread}` : ''}
        </Typography.Text>
      </div>
    </div>
  );
}
