import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { fetchMessages, fetchUnreadCount, messageCalls } from '@/api/messages';

// The message centre's server data. Opening or marking a message invalidates both keys.

export const UNREAD_COUNT_KEY = callKey(messageCalls.unreadCount);
export const MESSAGE_LIST_KEY = callKey(messageCalls.list);

/** How often the bell asks again while the message stream is down. */
export const BELL_POLL_MS = 30_000;
/** How many of the latest messages the bell's panel shows. */
export const BELL_LATEST = 5;

/** The bell's count; asked again every 30 s only while the message stream is down (`polling`). */
export const unreadCountQuery = (polling = true) =>
  queryOptions({ queryKey: UNREAD_COUNT_KEY, queryFn: fetchUnreadCount, refetchInterval: polling ? BELL_POLL_MS : false });

export const latestMessagesQuery = () =>
  queryOptions({
    queryKey: [...MESSAGE_LIST_KEY, { pageNum: 1, pageSize: BELL_LATEST }],
    queryFn: () => fetchMessages({ pageNum: 1, pageSize: BELL_LATEST }),
  });
