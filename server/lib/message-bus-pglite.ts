import { MESSAGE_CHANNEL, Subscribers, type MessageBus } from './message-bus';

// The embedded default: PGlite runs in this process, so its LISTEN is an in-process bus. The one engine delivers
// a notification after the transaction that sent it commits, the same rule PostgreSQL keeps; there is no connection
// to lose, so it never needs a resync. LISTEN is issued at the first subscriber, not at start-up.
// The part of PGlite the bus uses, which the engine's own thread (server/db/pglite-thread.ts) offers too.
export interface Listening {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  readonly closed: boolean;
}

export function pgliteBus(client: Listening): MessageBus {
  const subscribers = new Subscribers();
  let listening: Promise<() => Promise<void>> | null = null;
  return {
    async subscribe(subscriber) {
      const remove = subscribers.add(subscriber);
      listening ??= client.listen(MESSAGE_CHANNEL, (payload) => subscribers.payload(payload));
      await listening;
      return remove;
    },
    async close() {
      const stop = listening;
      listening = null;
      if (stop && !client.closed) await (await stop)();
    },
  };
}
