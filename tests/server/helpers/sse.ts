import { messageStreamCalls } from '@contract/calls/messages';
import type { Message } from '@contract/schemas/messages';

export interface PushedMessage {
  id: number;
  event: string;
  /** Absent on a read event. */
  message?: Message;
}

export interface OpenStream {
  status: number;
  /** The next event (comments skipped), or null once the server ended the stream. */
  next(): Promise<PushedMessage | null>;
  close(): void;
}

// A client of the message stream as the console reads it: fetch with the Authorization header, the body read as it
// arrives and cut into Server-Sent Events.
export async function openStream(base: string, token: string, lastEventId?: number): Promise<OpenStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const res = await fetch(`${base}/api/${messageStreamCalls.stream.path}`, { headers, signal: controller.signal });
  const body = res.body;
  if (!body) throw new Error('stream without a body');
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<PushedMessage | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = new Map<string, string>();
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
        }
        const data = fields.get('data');
        const event = fields.get('event') ?? 'message';
        if (data !== undefined) return { id: Number(fields.get('id')), event, ...(data ? { message: JSON.parse(data) as Message } : {}) };
        continue;
      }
      const read = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (read.done) return null;
      buffer += read.value;
    }
  };
  return { status: res.status, next, close: () => controller.abort() };
}
