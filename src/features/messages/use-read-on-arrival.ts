import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { readMessagesAt } from '@/api/messages';
import { useInvalidate } from '@/api/queries/invalidate';
import { MESSAGE_LIST_KEY, UNREAD_COUNT_KEY, unreadCountQuery } from './message-queries';

/**
 * Arriving at a screen, however the user got there, reads the messages that link to it: what they asked the user to
 * look at is in front of them. Asked only while something is unread; the bell and the lists load again when any
 * message changed.
 */
export function useReadOnArrival(): void {
  const { pathname, search } = useLocation();
  // Reads the bell's count; the bell decides when it is asked again (pushed, or polled while the stream is down).
  const hasUnread = (useQuery(unreadCountQuery(false)).data?.count ?? 0) > 0;
  const invalidate = useInvalidate();
  const { mutate: read } = useMutation({
    mutationFn: readMessagesAt,
    onSuccess: ({ updated }) => (updated > 0 ? invalidate(UNREAD_COUNT_KEY, MESSAGE_LIST_KEY) : undefined),
  });
  useEffect(() => {
    if (hasUnread) read(`${pathname}${search}`);
  }, [pathname, search, hasUnread, read]);
}
