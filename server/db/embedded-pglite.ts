import { PGlite, types, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { TurnGate } from './turn-gate';

// The types drizzle asks PGlite to hand over as text (its pglite session passes these parsers with every query).
const AS_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asIs = (value: string) => value;

const onlyAsText = (parsers: QueryOptions['parsers']) =>
  parsers !== undefined && Object.entries(parsers).every(([oid, parse]) => AS_TEXT.includes(Number(oid)) && parse(' x', 0) === ' x');

// PGlite reserves PostgreSQL's default 128 MB of shared buffers inside its WebAssembly memory, which only grows:
// with 128 MB the server idled at about 360 MB resident. The data files sit in the operating system's cache anyway,
// so a buffer miss costs a read call, not a disk seek.
const MEMORY_SETTINGS = ['-c', 'shared_buffers=32MB'];

// PGlite as the server uses it, with two measured changes (bench: paged log list under 50 connections):
// - PGlite runs SQL synchronously inside promise continuations, so a queue of waiting queries drained as one long
//   chain of microtasks, and Node accepts one new connection per event-loop turn: late connections waited seconds
//   for their first answer (p99 2.4 s, median 140 ms). One statement now starts per turn.
// - Per-query parsers make PGlite copy its table of 318 parsers for every result (0.15 ms a query); drizzle's are
//   installed once on the instance instead and dropped from each query.
export class EmbeddedPGlite extends PGlite {
  readonly #gate = new TurnGate();
  // PGlite queries its own catalogue while it starts; drizzle's parsers are passed along until they are installed.
  #installed = false;

  constructor(dataDir: string) {
    super(dataDir, { startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS] });
    // A failed start is reported to whoever awaits waitReady (openDatabase).
    void this.waitReady.then(
      () => {
        for (const oid of AS_TEXT) this.parsers[oid] = asIs;
        this.#installed = true;
      },
      () => undefined,
    );
  }

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await this.#gate.pass();
    if (this.#installed && onlyAsText(options?.parsers)) {
      const { parsers: _installed, ...rest } = options ?? {};
      return super.query<T>(query, params, rest);
    }
    return super.query<T>(query, params, options);
  }

  override async exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    await this.#gate.pass();
    return super.exec(query, options);
  }

  // Statements inside a transaction are not gated: the transaction holds the engine until it ends anyway.
  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.#gate.pass();
    return super.transaction(callback);
  }

  // Runs `work` while no statement and no transaction runs: PGlite's every query, exec and transaction holds this
  // one lock from start to end (a transaction from BEGIN to COMMIT), and single-user PostgreSQL writes nothing in the
  // background. The data folder is then exactly what a crash at that moment would leave: every committed
  // transaction in the WAL, none half-done. Callers wait meanwhile; the event loop keeps serving (the online backup).
  whileIdle<T>(work: () => Promise<T>): Promise<T> {
    return this._runExclusiveTransaction(work);
  }
}
