import { sql } from 'drizzle-orm';
import type { Conn } from './db';

// What one instance tells every instance about the message centre, through PostgreSQL's NOTIFY on one channel
// (issue 23 point 4). A notification is sent inside the transaction that writes its cause, so PostgreSQL (and PGlite)
// deliver it only when that transaction commits: a rolled-back message is never pushed. The payload stays small
// (well under NOTIFY's 8,000 bytes): the kind, the reader's user id and the message id; the stream reads the row.
export const MESSAGE_CHANNEL = 'park_messages';

export type BusEvent =
  | { kind: 'message'; userId: number; messageId: number }
  // Some of the reader's messages were read (in another tab, or settled by someone acting on their subject).
  | { kind: 'read'; userId: number }
  // The user's sessions changed (logout, freeze, password): their open streams check their session again.
  | { kind: 'session'; userId: number };

export interface BusSubscriber {
  event(event: BusEvent): void;
  /** The listener was down and is back: notifications may have been missed, so every stream reads what it lacks. */
  resync(): void;
}

/** One per instance: delivers every committed notification of the channel to its subscribers. */
export interface MessageBus {
  /** Resolves once notifications sent after this point reach `subscriber`. */
  subscribe(subscriber: BusSubscriber): Promise<() => void>;
  close(): Promise<void>;
}

const KIND_CODES = { message: 'm', read: 'r', session: 's' } as const;

const encode = (event: BusEvent): string =>
  event.kind === 'message' ? `m:${event.userId}:${event.messageId}` : `${KIND_CODES[event.kind]}:${event.userId}`;

export function decodeBusEvent(payload: string): BusEvent | null {
  const [kind, user, message] = payload.split(':');
  const userId = Number(user);
  if (!Number.isInteger(userId)) return null;
  if (kind === 's') return { kind: 'session', userId };
  if (kind === 'r') return { kind: 'read', userId };
  const messageId = Number(message);
  return kind === 'm' && Number.isInteger(messageId) ? { kind: 'message', userId, messageId } : null;
}

/** In the transaction of the insert: one notification per message row. */
export async function notifyMessages(tx: Conn, rows: { id: number; userId: number }[]): Promise<void> {
  if (rows.length === 0) return;
  const payloads = rows.map((row) => encode({ kind: 'message', userId: row.userId, messageId: row.id }));
  await tx.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, p) from unnest(${sql.param(payloads)}::text[]) as p`);
}

async function notifyUsers(tx: Conn, kind: 'read' | 'session', userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  const payloads = [...new Set(userIds)].map((userId) => encode({ kind, userId }));
  await tx.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, p) from unnest(${sql.param(payloads)}::text[]) as p`);
}

/** In the transaction that revokes or changes the user's sessions. */
export const notifySessions = (tx: Conn, userIds: number[]) => notifyUsers(tx, 'session', userIds);

/** With the statement that marks the readers' messages read: their other tabs' bells count again. */
export const notifyRead = (tx: Conn, userIds: number[]) => notifyUsers(tx, 'read', userIds);

/** Fans one notification out to this instance's subscribers; a subscriber's failure does not reach the others. */
export class Subscribers {
  readonly #all = new Set<BusSubscriber>();

  get size(): number {
    return this.#all.size;
  }

  add(subscriber: BusSubscriber): () => void {
    this.#all.add(subscriber);
    return () => this.#all.delete(subscriber);
  }

  payload(payload: string): void {
    const event = decodeBusEvent(payload);
    if (event) for (const s of this.#all) s.event(event);
  }

  resync(): void {
    for (const s of this.#all) s.resync();
  }
}
