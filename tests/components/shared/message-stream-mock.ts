import { http, HttpResponse } from 'msw';
import { messageStreamCalls } from '@contract/calls/messages';
import { MESSAGE_EVENT, MESSAGE_READ_EVENT } from '@contract/messages';
import type { Message } from '@contract/schemas/messages';

const encoder = new TextEncoder();

export interface StreamMock {
  handler: ReturnType<typeof http.get>;
  /** Every stream the console opened: the `after` it resumed from (null for a fresh one). */
  opened: (number | null)[];
  /** Pushes messages to the open stream, as the server writes them. */
  push(...messages: Message[]): void;
  /** Tells the open stream that messages were read elsewhere (another tab). */
  read(): void;
  /** Ends the open stream, as a server restart or a network break would. */
  drop(): void;
}

// The message stream (contract messageStreamCalls.stream) as the server answers it: an open text/event-stream that
// carries what the test pushes, until the console aborts it or the test drops it.
export function messageStreamMock(): StreamMock {
  let current: ReadableStreamDefaultController<Uint8Array> | null = null;
  const opened: (number | null)[] = [];
  const handler = http.get(`*/api/${messageStreamCalls.stream.path}`, ({ request }) => {
    const after = new URL(request.url).searchParams.get('after');
    opened.push(after === null ? null : Number(after));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        current = controller;
        controller.enqueue(encoder.encode(': open\n\n'));
        request.signal.addEventListener('abort', () => {
          if (current !== controller) return;
          current = null;
          controller.close();
        }, { once: true });
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  return {
    handler,
    opened,
    push(...messages) {
      for (const m of messages) current?.enqueue(encoder.encode(`id: ${m.id}\nevent: ${MESSAGE_EVENT}\ndata: ${JSON.stringify(m)}\n\n`));
    },
    read() {
      current?.enqueue(encoder.encode(`event: ${MESSAGE_READ_EVENT}\ndata: \n\n`));
    },
    drop() {
      const open = current;
      current = null;
      open?.close();
    },
  };
}
