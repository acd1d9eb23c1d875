import type pg from 'pg';
import { MESSAGE_CHANNEL, Subscribers, type MessageBus } from './message-bus';

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;

// With DATABASE_URL: one dedicated connection per instance LISTENs (a pooled one would be handed to queries). It
// opens at the first subscriber. When it drops it is opened again, with backoff, and the subscribers are told to
// resync: a notification sent while nobody listened is lost, so each stream reads what it lacks from the table.
export function postgresBus(connection: pg.ClientConfig): MessageBus {
  const subscribers = new Subscribers();
  let client: pg.Client | null = null;
  let ready: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = RETRY_FIRST_MS;
  let closed = false;

  const connect = async (): Promise<void> => {
    // The driver is loaded here, at the first subscriber: a server on the embedded database never loads it.
    const { default: driver } = await import('pg');
    if (closed) return;
    const next = new driver.Client(connection);
    client = next;
    next.on('notification', (note) => {
      if (note.channel === MESSAGE_CHANNEL && note.payload) subscribers.payload(note.payload);
    });
    next.on('error', () => dropped(next));
    next.on('end', () => dropped(next));
    await next.connect();
    await next.query(`LISTEN ${MESSAGE_CHANNEL}`);
    delay = RETRY_FIRST_MS;
  };

  const dropped = (which: pg.Client) => {
    if (closed || client !== which || retry) return;
    client = null;
    void which.end().catch(() => undefined);
    const again = () => {
      retry = null;
      if (closed) return;
      connect().then(
        () => subscribers.resync(),
        () => {
          delay = Math.min(delay * 2, RETRY_MAX_MS);
          retry = setTimeout(again, delay);
        },
      );
    };
    retry = setTimeout(again, delay);
  };

  return {
    async subscribe(subscriber) {
      const remove = subscribers.add(subscriber);
      ready ??= connect().catch((err: unknown) => {
        ready = null;
        throw err;
      });
      await ready;
      return remove;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
