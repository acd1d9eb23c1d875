import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { readMessage, readAllMessages, type Message } from '@/api/messages';
import { useInvalidate } from '@/api/queries/invalidate';
import { MESSAGE_LIST_KEY, UNREAD_COUNT_KEY } from './message-queries';

/** Opening a message marks it read (if it was not), refreshes the count and the lists, then goes to its link. */
export function useOpenMessage(): (message: Message) => Promise<void> {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  return useCallback(
    async (message: Message) => {
      if (!message.readAt) {
        await readMessage(message.id);
        void invalidate(UNREAD_COUNT_KEY, MESSAGE_LIST_KEY);
      }
      if (message.link) await navigate(message.link);
    },
    [invalidate, navigate],
  );
}

/** 全部标为已读, then the count and the lists load again. */
export function useReadAll(): () => Promise<void> {
  const invalidate = useInvalidate();
  return useCallback(async () => {
    await readAllMessages();
    await invalidate(UNREAD_COUNT_KEY, MESSAGE_LIST_KEY);
  }, [invalidate]);
}
