import { messageStreamCalls } from '@contract/calls/messages';
import { pathOf } from '@contract/calls/define-call';
import { MESSAGE_EVENT, MESSAGE_READ_EVENT } from '@contract/messages';
import type { Message } from '@contract/schemas/messages';
import { apiBase } from '@/api/config';
import { refreshAccessToken } from '@/api/token-refresh';
import { useSessionStore } from '@/stores/session';

/** How a stream ended: the server closed it or it broke (`lost`), or it was refused (`refused`: too many tabs, no session). */
export type StreamEnd = 'lost' | 'refused';

export interface StreamHandlers {
  /** The last message id seen: the server sends what came after it. */
  after?: number;
  signal: AbortSignal;
  onOpen: () => void;
  /** What one read of the stream brought: new messages in id order (maybe none), and whether some were read elsewhere. */
  onEvents: (messages: Message[], read: boolean) => void;
}

const url = (after: number | undefined) => {
  const host = useSessionStore.getState().hostKey ?? 'manage';
  const query = after ? `?${new URLSearchParams({ after: String(after) })}` : '';
  return `${apiBase[host]}${pathOf(messageStreamCalls.stream)}${query}`;
};

// fetch, not EventSource: EventSource cannot send the Authorization header, and a token in the URL would be kept by
// proxies and access logs for as long as it is valid. fetch sends it like every other call.
async function connect(after: number | undefined, signal: AbortSignal): Promise<Response> {
  const open = (token: string | null) =>
    fetch(url(after), { headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, signal, cache: 'no-store' });
  const token = useSessionStore.getState().accessToken;
  const first = await open(token);
  if (first.status !== 401) return first;
  const body = (await first.json().catch(() => null)) as { code?: unknown } | null;
  // An expired access token: the client's shared refresh, then once more. A session that is over is left to the
  // next ordinary call, which ends it.
  if (String(body?.code) !== '401') return first;
  return open(await refreshAccessToken(token));
}

/** Cuts Server-Sent Events out of text as it arrives: the messages, and whether a read event came. */
export function eventsOf(buffer: string): { messages: Message[]; read: boolean; rest: string } {
  const messages: Message[] = [];
  let read = false;
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    let data: string | null = null;
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data = (data === null ? '' : `${data}\n`) + line.slice(5).trimStart();
    }
    if (event === MESSAGE_EVENT && data !== null) messages.push(JSON.parse(data) as Message);
    if (event === MESSAGE_READ_EVENT) read = true;
  }
  return { messages, read, rest };
}

/** Reads the signed-in user's message stream until it ends; resolves how it ended (never rejects). */
export async function readMessageStream({ after, signal, onOpen, onEvents }: StreamHandlers): Promise<StreamEnd> {
  try {
    const res = await connect(after, signal);
    if (res.status === 401 || res.status === 429) return 'refused';
    if (!res.ok || !res.body) return 'lost';
    onOpen();
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'lost';
      const cut = eventsOf(buffer + decoder.decode(value, { stream: true }));
      buffer = cut.rest;
      if (cut.messages.length > 0 || cut.read) onEvents(cut.messages, cut.read);
    }
  } catch {
    return 'lost';
  }
}
