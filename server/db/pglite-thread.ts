import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { EngineData } from './pglite-engine';
import { onlyAsText } from './as-text';
import { errorOf, type EngineMessage, type EngineRequest, type ErrorShape, type RowMode } from './thread-messages';
import type { Upkeep } from './upkeep';

// Compiled, the engine's thread is dist-server/pglite-engine.js beside the chunk holding this code
// (scripts/server-build.mjs); from TypeScript (npm run server, the tests) it is the .ts file, loaded through tsx.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const ENGINE = new URL(FROM_SOURCE ? './pglite-engine.ts' : './pglite-engine.js', import.meta.url);

type Request = EngineRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface ThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

// The rows' parsing drizzle asks for (timestamps, dates and intervals as text) is the engine's own setting
// (embedded-pglite.ts); any other per-query option cannot cross to the engine's thread.
function rowModeOf(options: QueryOptions | undefined): RowMode | undefined {
  if (!options) return undefined;
  const { rowMode, parsers, ...rest } = options;
  if (Object.keys(rest).length > 0 || (parsers !== undefined && !onlyAsText(parsers))) {
    throw new Error(`PGliteThread: query options ${Object.keys(options).join(', ')} cannot cross to the engine's thread`);
  }
  return rowMode;
}

/**
 * The embedded database on a thread of its own (pglite-engine.ts), with the part of PGlite's interface the server
 * uses: `query`, `exec`, `transaction` (drizzle's PGlite driver), `listen` (the message bus), `whileIdle` (the online
 * backup), `keepUp` (upkeep.ts) and `close`. The thread starts at construction, so the folder opens while the caller
 * goes on (main.ts loads the server's modules meanwhile); `ready` settles once it is open.
 */
export class PGliteThread {
  readonly ready: Promise<void>;
  /** Settles when the thread stops without being closed (the engine failed): every call since has been refused. */
  readonly failed: Promise<Error>;
  #fail!: (error: Error) => void;
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #open = false;
  #closed = false;
  #failure: Error | null = null;
  #onUpkeepError: ((error: unknown) => void) | null = null;

  /**
   * @param image the cluster image a new folder is copied from (cluster-image.ts)
   * @param script the engine thread's compiled script, when this module runs from TypeScript (the tests use the server
   *   build's, as `npm start` does)
   */
  constructor(dataDir: string, { image = null, script }: { image?: string | null; script?: string } = {}) {
    this.failed = new Promise((resolve) => {
      this.#fail = resolve;
    });
    const workerData: EngineData = { dataDir, image };
    if (script !== undefined || !FROM_SOURCE) this.#worker = new Worker(script ?? ENGINE, { workerData });
    else this.#worker = new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(ENGINE.href)}); })`, { eval: true, workerData });
    this.ready = new Promise((resolve, reject) => {
      this.#worker.on('message', (message: EngineMessage) => {
        if ('id' in message) return this.#settle(message);
        if (message.event === 'ready') {
          this.#open = true;
          return resolve();
        }
        if (message.event === 'failed') {
          const error = errorOf(message.error);
          this.#stop(error);
          return reject(error);
        }
        if (message.event === 'notify') return this.#listeners.get(message.listen)?.(message.payload);
        this.#onUpkeepError?.(errorOf(message.error));
      });
      this.#worker.on('error', (error) => {
        this.#stop(error);
        reject(error);
      });
      this.#worker.on('exit', (code) => {
        const error = new Error(`the embedded database's thread stopped (exit code ${code})`);
        this.#stop(error);
        reject(error);
      });
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return (await this.#call({ op: 'query', text, params, rowMode: rowModeOf(options), tx: undefined })) as Results<T>;
  }

  async exec(text: string): Promise<Results[]> {
    return (await this.#call({ op: 'exec', text, tx: undefined })) as Results[];
  }

  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.#call({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await callback({
        query: async <R>(text: string, params?: unknown[], options?: QueryOptions) =>
          (await this.#call({ op: 'query', text, params, rowMode: rowModeOf(options), tx })) as Results<R>,
        exec: async (text: string) => (await this.#call({ op: 'exec', text, tx })) as Results[],
      });
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listen = (await this.#call({ op: 'listen', channel })) as number;
    this.#listeners.set(listen, callback);
    return async () => {
      this.#listeners.delete(listen);
      if (!this.#closed) await this.#call({ op: 'unlisten', listen });
    };
  }

  // `work` runs while the engine runs no statement (embedded-pglite.ts whileIdle).
  async whileIdle<T>(work: () => Promise<T>): Promise<T> {
    const idle = (await this.#call({ op: 'idle' })) as number;
    try {
      return await work();
    } finally {
      await this.#call({ op: 'idle-end', idle });
    }
  }

  // upkeep.ts on the engine's thread, where the written-statement count is kept.
  keepUp(everyMs: number, onError: (error: unknown) => void): Upkeep {
    this.#onUpkeepError = onError;
    void this.#call({ op: 'keep-up', everyMs }).catch(onError);
    return {
      run: async () => (await this.#call({ op: 'upkeep-run' })) as boolean,
      stop: () => void this.#call({ op: 'upkeep-stop' }).catch(() => undefined),
    };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  // A call made before the folder is open is sent once it is, in the order of the calls.
  #call(request: Request): Promise<unknown> {
    if (!this.#open && !this.#failure) return this.ready.then(() => this.#call(request));
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error('PGliteThread is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } as EngineRequest);
    });
  }

  #settle(message: { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorShape }): void {
    const waiting = this.#waiting.get(message.id);
    this.#waiting.delete(message.id);
    if (message.ok) waiting?.resolve(message.value);
    else waiting?.reject(errorOf(message.error));
  }

  #stop(error: Error): void {
    if (!this.#closed) {
      this.#failure = error;
      this.#fail(error);
    }
    this.#closed = true;
    for (const { reject } of this.#waiting.values()) reject(error);
    this.#waiting.clear();
  }
}
