import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { readMessage, readAllMessages, type Message } from '@/api/messages';
import { useInvalidate } from '@/api/queries/invalidate';
import { MESSAGE_LIST_KEY, UNREAD_COUNT_KEY } from './message-queries';

/** Opening a message marks it read (if it was not), refreshes the count and the lists, then goes to its link. */
export function useOpenMessage() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (message: Message) => {
      if (message.readAt) return message;
      await readMessage(message.id);
      void invalidate(UNREAD_COUNT_KEY, MESSAGE_LIST_KEY);
      return message;
    },
    onSuccess: async ({ link }) => {
      if (link) await navigate(link);
    },
  });
}

/** 全部标为已读, then the count and the lists load again. A refusal: the HTTP client has shown why. */
export function useReadAll() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: readAllMessages,
    onSuccess: () => invalidate(UNREAD_COUNT_KEY, MESSAGE_LIST_KEY),
  });
}
