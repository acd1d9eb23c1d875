import type { ServerResponse } from 'node:http';
import { MESSAGE_EVENT, MESSAGE_READ_EVENT } from '@contract/messages';
import type { Db } from '../../db/client';
import { latestMessageId, messagesAfter, type MessageRow } from './queries';
import { shown } from './service';

// The ids a stream remembers having sent: messages can commit out of id order, so a late one below the last id
// sent is still sent, once.
const KEEP_SENT = 32;
// A reader that does not read is cut off rather than buffered for: it reconnects and resumes from its last id.
const MAX_BUFFERED_BYTES = 64 * 1024;
const CATCH_UP_PAGE = 500;

/** One open message stream (Server-Sent Events): its writes run one after the other, in id order. */
export class MessageStream {
  #lastId: number;
  readonly #sent = new Set<number>();
  #work: Promise<void> = Promise.resolve();
  #ended = false;

  constructor(
    private readonly db: Db,
    private readonly res: ServerResponse,
    readonly userId: number,
    readonly tokenHash: string,
    afterId: number,
    private readonly onEnd: (stream: MessageStream) => void,
  ) {
    this.#lastId = afterId;
    res.once('close', () => this.end());
  }

  get ended(): boolean {
    return this.#ended;
  }

  /** Messages announced on the bus, already read. */
  push(rows: MessageRow[]): void {
    this.#enqueue(async () => this.#send(rows));
  }

  /**
   * Where the stream starts: a resume sends everything after the id the reader saw; a new stream sends only what comes
   * next (the console has just read the count and the list). Called once the stream listens, so nothing falls between.
   */
  start(resume: boolean): void {
    if (resume) {
      this.catchUp();
      return;
    }
    this.#enqueue(async () => {
      this.#lastId = Math.max(this.#lastId, await latestMessageId(this.db, this.userId));
    });
  }

  /** Reads and sends every message of the reader after the last one sent (a resume, or after the bus was down). */
  catchUp(): void {
    this.#enqueue(async () => {
      for (;;) {
        const rows = await messagesAfter(this.db, this.userId, this.#lastId, CATCH_UP_PAGE);
        this.#send(rows);
        if (rows.length < CATCH_UP_PAGE || this.#ended) return;
      }
    });
  }

  /** Some of the reader's messages were read elsewhere: the console counts again. */
  read(): void {
    this.#enqueue(async () => this.#write(`event: ${MESSAGE_READ_EVENT}\ndata: \n\n`));
  }

  /** An SSE comment: ignored by readers, keeps proxies from closing an idle connection. */
  comment(text: string): void {
    this.#write(`: ${text}\n\n`);
  }

  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.res.end();
    this.onEnd(this);
  }

  #send(rows: MessageRow[]): void {
    for (const row of rows) {
      if (row.userId !== this.userId || this.#sent.has(row.id)) continue;
      this.#write(`id: ${row.id}\nevent: ${MESSAGE_EVENT}\ndata: ${JSON.stringify(shown(row))}\n\n`);
      this.#sent.add(row.id);
      if (this.#sent.size > KEEP_SENT) this.#sent.delete(this.#sent.values().next().value as number);
      this.#lastId = Math.max(this.#lastId, row.id);
    }
  }

  #write(chunk: string): void {
    if (this.#ended) return;
    this.res.write(chunk);
    if (this.res.writableLength > MAX_BUFFERED_BYTES) this.end();
  }

  #enqueue(task: () => Promise<void>): void {
    this.#work = this.#work.then(task).catch(() => this.end());
  }
}
