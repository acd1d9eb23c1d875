import { parse, PGlite, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { AS_TEXT, asIs, onlyAsText } from './as-text';
import { StatementNames } from './statement-names';
import { TurnGate } from './turn-gate';
import { GENERIC_PLANS } from './plan-cache';

// PGlite reserves PostgreSQL's default 128 MB of shared buffers inside its WebAssembly memory, which only grows:
// with 128 MB the server idled at about 360 MB resident. The data files sit in the operating system's cache anyway,
// so a buffer miss costs a read call, not a disk seek.
const MEMORY_SETTINGS = ['-c', 'shared_buffers=32MB'];

const { serialize } = protocol;

const joined = (messages: Uint8Array[]) => {
  const all = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    all.set(message, at);
    at += message.length;
  }
  return all;
};

const WRITE = /^\s*(with\b[\s\S]*\b)?(insert|update|delete)\b/i;

interface Prepared {
  // The types PostgreSQL gave the statement's parameters, for serializing the values as PGlite does.
  parameterTypes: number[];
}

// PGlite as the server uses it, with three measured changes (bench: the lists under 50 connections):
// - PGlite runs SQL synchronously inside promise continuations, so a queue of waiting queries drained as one long
//   chain of microtasks, and Node accepts one new connection per event-loop turn: late connections waited seconds
//   for their first answer (p99 2.4 s, median 140 ms). One statement now starts per turn.
// - Per-query parsers make PGlite copy its table of 318 parsers for every result (0.15 ms a query); drizzle's are
//   installed once on the instance instead and dropped from each query.
// - PGlite sends every statement unnamed, so PostgreSQL parses and plans it at every call, and each call took six
//   entries into the engine (parse, describe, bind, describe, execute, sync). A parameterized statement run again is
//   now prepared under a name once (server/db/statement-names.ts) and each later call is one entry: bind, describe,
//   execute and sync sent together.
export class EmbeddedPGlite extends PGlite {
  readonly #gate = new TurnGate();
  readonly #names: StatementNames;
  // The statements prepared in the engine, by name; and those given up for newer ones, closed at the next named run.
  readonly #prepared = new Map<string, Prepared>();
  #evicted: string[] = [];
  // Statements that wrote since the last upkeep (upkeep.ts reads and lowers it); a heuristic on the text, only a count.
  written = 0;
  // PGlite queries its own catalogue while it starts; drizzle's parsers are passed along until they are installed.
  #installed = false;

  /** @param namedStatements how many statement names the engine holds at most (StatementNames' default). */
  constructor(dataDir: string, { namedStatements }: { namedStatements?: number } = {}) {
    super(dataDir, { startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS, ...GENERIC_PLANS] });
    this.#names = new StatementNames((name) => this.#evicted.push(name), namedStatements);
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
    const { own, name } = this.#plan(query, params, options);
    if (name === undefined) return super.query<T>(query, params, own);
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.#runNamed<T>(name, query, params ?? [], own, false));
  }

  override async exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    await this.#gate.pass();
    return super.exec(query, options);
  }

  // Statements inside a transaction are not gated: the transaction holds the engine until it ends anyway.
  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.#gate.pass();
    return super.transaction((tx) => callback(this.#naming(tx)));
  }

  // The transaction `tx` with its parameterized statements run under their names, like the instance's own.
  #naming(tx: Transaction): Transaction {
    const query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
      const { own, name } = this.#plan(text, params, options);
      if (name === undefined || tx.closed) return tx.query<T>(text, params, own);
      return this.#runNamed<T>(name, text, params ?? [], own, true);
    };
    return {
      query,
      sql: tx.sql,
      exec: tx.exec,
      rollback: tx.rollback,
      listen: tx.listen,
      get closed() {
        return tx.closed;
      },
    };
  }

  // How a statement runs: counted when it writes, without drizzle's parsers once they are installed, and under a name
  // when it has values and nothing PGlite handles around them (a blob, declared parameter types, other parsers).
  #plan(text: string, params: unknown[] | undefined, options: QueryOptions | undefined): { own: QueryOptions | undefined; name: string | undefined } {
    if (WRITE.test(text)) this.written += 1;
    if (!this.#installed) return { own: options, name: undefined };
    let own = options;
    if (onlyAsText(options?.parsers)) {
      const { parsers: _installed, ...rest } = options ?? {};
      own = rest;
    }
    const plain = !own?.blob && !own?.paramTypes && !own?.parsers;
    return { own, name: plain ? this.#names.nameOf(text, params) : undefined };
  }

  // PGlite's own extended query (its #runQuery) under a statement name: prepared at the first named call, then bound.
  async #runNamed<T>(name: string, text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    return this._runExclusiveQuery(async () => {
      try {
        await this.#closeEvicted();
        let prepared = this.#prepared.get(name);
        if (!prepared) {
          const described = await this.execProtocolStream(joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
          prepared = { parameterTypes: parse.parseDescribeStatementResults(described) };
          this.#prepared.set(name, prepared);
        }
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const type = prepared.parameterTypes[i] ?? 0;
          const serializer = options?.serializers?.[type] ?? this.serializers[type];
          return serializer ? serializer(param) : String(param);
        });
        const results = await this.execProtocolStream(
          joined([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
          { syncToFs: false },
        );
        if (!inTransaction) await this.syncToFs();
        return parse.parseResults(results, this.parsers, options)[0] as Results<T>;
      } catch (error) {
        if (!this.#prepared.has(name)) this.#names.forget(text);
        throw Object.assign(error as object, { query: text, params, queryOptions: options });
      }
    });
  }

  // Closes the statements given up for newer ones (inside the engine's lock), unless their name was given again since.
  async #closeEvicted(): Promise<void> {
    const names = this.#evicted.filter((name) => this.#prepared.has(name) && !this.#names.holds(name));
    this.#evicted = [];
    if (names.length === 0) return;
    try {
      await this.execProtocolStream(joined([...names.map((name) => serialize.close({ type: 'S', name })), serialize.sync()]), { syncToFs: false });
      for (const name of names) this.#prepared.delete(name);
    } catch {
      // Still prepared, and still known as prepared: tried again at the next named run, and the statement that
      // brought us here runs regardless.
      this.#evicted.push(...names);
    }
  }

  // Runs `work` while no statement and no transaction runs: PGlite's every query, exec and transaction holds this
  // one lock from start to end (a transaction from BEGIN to COMMIT), and single-user PostgreSQL writes nothing in the
  // background. The data folder is then exactly what a crash at that moment would leave: every committed
  // transaction in the WAL, none half-done. Callers wait meanwhile; the event loop keeps serving (the online backup).
  whileIdle<T>(work: () => Promise<T>): Promise<T> {
    return this._runExclusiveTransaction(work);
  }
}
