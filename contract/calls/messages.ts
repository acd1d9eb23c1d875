import { HOST_KEYS } from '../host-kinds';
import { FileBody, IdParams, Paged } from '../primitives';
import { MarkedRead, Message, MessageQuery, MessageReadLink, MessageStreamQuery, UnreadCount } from '../schemas/messages';
import { defineCalls } from './define-call';

// The message centre: any signed-in user, of any host kind; each call reaches the caller's own messages only.
const OWN = { hosts: HOST_KEYS, open: 'the caller\'s own messages' } as const;

export const messageCalls = defineCalls('messages', ['消息中心'], {
  unreadCount: { method: 'GET', path: 'v1/message/unread/count', response: UnreadCount, access: OWN, summary: '我的未读消息数' },
  list: { method: 'POST', path: 'v1/message/list', body: MessageQuery, response: Paged(Message), access: OWN, summary: '我的消息（新的在前，可按已读、未读筛选）' },
  // Declared before `read` for readers; find-my-way matches the static segment first either way.
  readAll: { method: 'POST', path: 'v1/message/read/all', response: MarkedRead, access: OWN, summary: '全部标为已读' },
  readLink: { method: 'POST', path: 'v1/message/read/link', body: MessageReadLink, response: MarkedRead, access: OWN, summary: '打开了消息链接指向的页面：这些消息标为已读' },
  read: { method: 'POST', path: 'v1/message/read/:id', params: IdParams, response: Message, access: OWN, summary: '标为已读（已读的消息原样返回；他人的消息答 404）' },
});

// Pushed, not polled (issue 23 point 4): a long-lived text/event-stream answer, so it is registered by hand from this
// declaration (server/modules/messages/stream-routes.ts) and read by the console with fetch, not `api()`. The access
// token goes in the Authorization header like every call, never in the URL (where proxies and logs keep it).
export const messageStreamCalls = defineCalls('messages', ['消息中心'], {
  stream: {
    method: 'GET',
    path: 'v1/message/stream',
    query: MessageStreamQuery,
    response: FileBody('text/event-stream'),
    access: OWN,
    summary: '我的新消息推送（Server-Sent Events；每条消息一个 message 事件，id 为消息 id；after 或 Last-Event-ID 续传其后的消息）',
  },
});
