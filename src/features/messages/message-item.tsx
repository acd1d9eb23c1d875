import { Badge, Typography } from 'antd';
import type { Message } from '@/api/messages';
import { messageKindLabel } from '@contract/messages';
import { formatDateTime } from '@/lib/dates';

/** One message as the bell's panel lists it: unread ones carry a dot and bold title. */
export function MessageItem({ message }: { message: Message }) {
  const unread = !message.readAt;
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
      <Badge status={unread ? 'processing' : 'default'} />
      <div style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong={unread} ellipsis style={{ display: 'block' }}>
          {message.title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {messageKindLabel(message.kind)} · {formatDateTime(message.createdAt)}
          {unread ? ' · 未读' : ''}
        </Typography.Text>
      </div>
    </div>
  );
}
