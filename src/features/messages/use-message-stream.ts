import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HOME_KEYS } from '@/api/home';
import { readMessageStream } from '@/api/message-stream';
import { useSessionStore } from '@/stores/session';
import { BELL_POLL_MS, MESSAGE_LIST_KEY, UNREAD_COUNT_KEY } from './message-queries';

const RETRY_FIRST_MS = 1_000;

/** Waits before the next try: doubling from 1 s up to the poll's 30 s, with some jitter so tabs do not return at once. */
const backoff = (failures: number) => Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), BELL_POLL_MS) * (0.75 + Math.random() / 2);

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

/**
 * The tab's message stream while someone is signed in (one per tab: the shell's bell starts it). Each pushed message,
 * and each word that messages were read in another tab, refreshes the unread count, the message lists and the to-do home; a reconnect resumes after the last id seen. Answers whether the
 * stream is up: the bell polls only while it is not.
 */
export function useMessageStream(): boolean {
  const queryClient = useQueryClient();
  const signedIn = useSessionStore((s) => Boolean(s.accessToken));
  const [up, setUp] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
      void queryClient.invalidateQueries({ queryKey: MESSAGE_LIST_KEY });
      // What waits on the reader has changed too: the to-do home reads anew.
      for (const queryKey of HOME_KEYS) void queryClient.invalidateQueries({ queryKey });
    };
    void (async () => {
      let after: number | undefined;
      let failures = 0;
      let opened = false;
      while (!controller.signal.aborted) {
        const end = await readMessageStream({
          after,
          signal: controller.signal,
          onOpen: () => {
            failures = 0;
            setUp(true);
            // Back after a break without a resume point: what came meanwhile is read again.
            if (opened && after === undefined) refresh();
            opened = true;
          },
          onEvents: (messages) => {
            if (messages.length > 0) after = Math.max(after ?? 0, ...messages.map((m) => m.id));
            refresh();
          },
        });
        setUp(false);
        if (controller.signal.aborted) return;
        failures += 1;
        await pause(end === 'refused' ? BELL_POLL_MS : backoff(failures), controller.signal);
      }
    })();
    return () => {
      controller.abort();
      setUp(false);
    };
  }, [signedIn, queryClient]);

  return up;
}
