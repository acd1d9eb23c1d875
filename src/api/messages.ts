import { messageCalls as calls } from '@contract/calls/messages';
import { api } from '@/api/call';
import type { MessageQuery } from '@contract/schemas/messages';

// The message centre: the signed-in user's own messages (any host kind).
export type { Message, MessageQuery, MessageReadState } from '@contract/schemas/messages';
export { messageCalls } from '@contract/calls/messages';

// The bell polls quietly: a failed poll shows nothing and keeps the last count.
export const fetchUnreadCount = () => api(calls.unreadCount, {}, { quiet: true });
export const fetchMessages = (body: MessageQuery) => api(calls.list, { body });
export const readMessage = (id: number) => api(calls.read, { params: { id } });
// Said on every arrival at a screen while something is unread: quiet, a failure changes nothing the user sees.
export const readMessagesAt = (link: string) => api(calls.readLink, { body: { link } }, { quiet: true });
export const readAllMessages = () => api(calls.readAll);
