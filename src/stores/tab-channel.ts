// What one tab tells the other tabs of this browser at once (localStorage's storage event is the slower fallback).

export type TabMessage =
  /** This tab refreshed the session's tokens: `stale` is the access token they replace. */
  | { kind: 'tokens'; stale: string | null; accessToken: string; refreshToken: string }
  /** The session ended in this tab (sign-out, or the server ended it): every tab goes to the sign-in page. */
  | { kind: 'signed-out' };

const CHANNEL = 'park-console-session';

let channel: BroadcastChannel | null = null;

function open(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
}

export function tellOtherTabs(message: TabMessage): void {
  open()?.postMessage(message);
}

/** Calls `onMessage` with each message another tab sends; returns the unsubscribe. */
export function listenToOtherTabs(onMessage: (message: TabMessage) => void): () => void {
  const own = open();
  if (!own) return () => undefined;
  const listener = (event: MessageEvent<TabMessage>) => onMessage(event.data);
  own.addEventListener('message', listener);
  return () => own.removeEventListener('message', listener);
}
