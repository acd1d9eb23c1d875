import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type { MarkedRead, Message, MessageQuery, UnreadCount } from '@contract/schemas/messages';

// The message centre: the signed-in user's own messages (any host kind).
export type { Message, MessageQuery, MessageReadState } from '@contract/schemas/messages';

// The bell polls quietly: a failed poll shows nothing and keeps the last count.
export function fetchUnreadCount(): Promise<UnreadCount> {
  return http.get<UnreadCount>('v1/message/unread/count', undefined, { quiet: true });
}

export function fetchMessages(query: MessageQuery): Promise<Paged<Message>> {
  return http.post<Paged<Message>>('v1/message/list', query);
}

export function readMessage(id: number): Promise<Message> {
  return http.post<Message>(`v1/message/read/${encodeURIComponent(String(id))}`);
}

// Said on every arrival at a screen while something is unread: quiet, a failure changes nothing the user sees.
export function readMessagesAt(link: string): Promise<MarkedRead> {
  return http.post<MarkedRead>('v1/message/read/link', { link }, { quiet: true });
}

export function readAllMessages(): Promise<MarkedRead> {
  return http.post<MarkedRead>('v1/message/read/all');
}
