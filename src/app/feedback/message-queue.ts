import { errorMessages } from '@/api/api-events';

// The client's error messages are shown by the app frame, which loads after #/login's first paint. Messages that
// arrive before it is mounted wait here, and ask for the frame to be mounted.
type Show = (text: string) => void;

const waiting: string[] = [];
const waitingListeners = new Set<() => void>();
let show: Show | null = null;

errorMessages.subscribe((text) => {
  if (show) {
    show(text);
    return;
  }
  waiting.push(text);
  waitingListeners.forEach((listener) => listener());
});

/** The frame shows every message from now on, the waiting ones first. */
export function attachMessages(next: Show): () => void {
  show = next;
  waiting.splice(0).forEach(next);
  return () => {
    if (show === next) show = null;
  };
}

export function hasWaitingMessages(): boolean {
  return waiting.length > 0;
}

export function subscribeWaitingMessages(listener: () => void): () => void {
  waitingListeners.add(listener);
  return () => waitingListeners.delete(listener);
}
