import { MESSAGE_KINDS, type MessageKind } from '@contract/messages';

// The message centre's words. A message's own title and body stay in the language they were written in (Chinese,
// the park's working language): they are data the server stored for the reader, not words of the console.
export const messagesZh = {
  title: '消息',
  bellLabel: (count: number) => (count ? `消息，${count} 条未读` : '消息'),
  none: '暂无消息',
  latest: '最新消息',
  readAll: '全部标为已读',
  seeAll: '查看全部',
  unread: '未读',
  read: '已读',
  status: '状态',
  kind: '类型',
  heading: '标题',
  body: '内容',
  time: '时间',
  open: '查看',
  kinds: Object.fromEntries(Object.entries(MESSAGE_KINDS).map(([kind, entry]) => [kind, entry.label])) as Record<MessageKind, string>,
};
