import type { ServerResponse } from 'node:http';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { BusEvent, MessageBus } from '../../lib/message-bus';
import { liveAccessHashes } from '../auth';
import { MessageStream } from './message-stream';
import { messagesByIds, type MessageRow } from './queries';

declare module 'fastify' {
  interface FastifyInstance {
    // This instance's open message streams (decorated in app.ts; their count is on /healthz).
    messageStreams: MessageStreams;
  }
}

/** Tabs of one user with a stream open on one instance; more are refused (the console then polls). */
export const STREAMS_PER_USER = 10;
/** A comment on every stream this often keeps proxies from closing it; each beat also checks the sessions. */
export const HEARTBEAT_MS = 25_000;

/**
 * The open message streams of this instance, by reader. A notification from the bus is for one reader and one
 * message id; the notifications of one turn are read in one statement, and only for readers with a stream here.
 */
export class MessageStreams {
  readonly #byUser = new Map<number, Set<MessageStream>>();
  readonly #pending = new Set<number>();
  #count = 0;
  #flushing = false;
  #subscribed: Promise<() => void> | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(
    private readonly db: Db,
    private readonly bus: MessageBus,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  /** Open streams on this instance. */
  get count(): number {
    return this.#count;
  }

  /** Registers a stream; the caller has answered the headers and then calls `catchUp()` on it. */
  async open(res: ServerResponse, userId: number, tokenHash: string, afterId: number): Promise<MessageStream> {
    // Subscribed before the stream reads anything: a message committed after its catch-up read is announced to it.
    this.#subscribed ??= this.bus.subscribe({ event: (event) => this.#event(event), resync: () => this.#resync() });
    await this.#subscribed;
    // Checked after the wait and followed by no other, so streams opening at once are counted one by one.
    if (this.#closed) throw new AppError('服务正在停止', { code: 503, status: 503 });
    if ((this.#byUser.get(userId)?.size ?? 0) >= STREAMS_PER_USER) {
      throw new AppError('打开的页面过多，消息将定时刷新', { code: 429, status: 429 });
    }
    const stream = new MessageStream(this.db, res, userId, tokenHash, afterId, (s) => this.#remove(s));
    const own = this.#byUser.get(userId) ?? new Set();
    own.add(stream);
    this.#byUser.set(userId, own);
    this.#count += 1;
    // The reader may have gone while the stream was being set up: its close event has passed already.
    if (res.destroyed) stream.end();
    if (!this.#heartbeat) {
      this.#heartbeat = setInterval(() => this.#beat(), this.heartbeatMs);
      this.#heartbeat.unref();
    }
    return stream;
  }

  /** Ends every stream (the server is closing) and stops listening. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const streams of [...this.#byUser.values()]) for (const stream of [...streams]) stream.end();
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
    if (this.#subscribed) (await this.#subscribed.catch(() => () => undefined))();
    await this.bus.close();
  }

  #remove(stream: MessageStream): void {
    const own = this.#byUser.get(stream.userId);
    if (!own?.delete(stream)) return;
    this.#count -= 1;
    if (own.size === 0) this.#byUser.delete(stream.userId);
    if (this.#count === 0 && this.#heartbeat) {
      clearInterval(this.#heartbeat);
      this.#heartbeat = null;
    }
  }

  #event(event: BusEvent): void {
    const streams = this.#byUser.get(event.userId);
    if (!streams) return;
    if (event.kind === 'session') {
      void this.#checkSessions([...streams]);
      return;
    }
    if (event.kind === 'read') {
      for (const stream of streams) stream.read();
      return;
    }
    this.#pending.add(event.messageId);
    if (this.#flushing) return;
    this.#flushing = true;
    setImmediate(() => void this.#flush());
  }

  async #flush(): Promise<void> {
    const ids = [...this.#pending];
    this.#pending.clear();
    this.#flushing = false;
    let rows: MessageRow[];
    try {
      rows = await messagesByIds(this.db, ids);
    } catch {
      this.#resync();
      return;
    }
    const byUser = new Map<number, MessageRow[]>();
    for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    for (const [userId, own] of byUser) for (const stream of this.#byUser.get(userId) ?? []) stream.push(own);
  }

  #resync(): void {
    for (const streams of this.#byUser.values()) for (const stream of streams) stream.catchUp();
  }

  #beat(): void {
    const all = [...this.#byUser.values()].flatMap((streams) => [...streams]);
    for (const stream of all) stream.comment('ping');
    void this.#checkSessions(all);
  }

  // A stream lives as long as the access token it opened with: logout, freeze, expiry or rotation ends it, and the
  // console opens a new one with its current token, resuming from the last id it saw.
  async #checkSessions(streams: MessageStream[]): Promise<void> {
    if (streams.length === 0) return;
    const live = await liveAccessHashes(this.db, [...new Set(streams.map((s) => s.tokenHash))]).catch(() => null);
    if (!live) return;
    for (const stream of streams) if (!live.has(stream.tokenHash)) stream.end();
  }
}
