import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

// PGlite runs SQL synchronously inside promise continuations: a queue of waiting queries drains as one long chain
// of microtasks, and this Node accepts one new connection per event-loop turn. Under load each turn grew to a whole
// round of queries, so late connections waited seconds for their first answer (bench: p99 2.3 s, median 140 ms).
// Letting one statement start per turn keeps turns short, so accepts and socket reads interleave with queries.
class TurnGate {
  #waiting: Array<() => void> = [];
  #scheduled = false;

  pass(): Promise<void> {
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.#waiting.length === 0) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#waiting.shift()?.();
      this.#schedule();
    });
  }
}

// Statements inside a transaction are not gated: the transaction holds the engine until it ends anyway.
export class FairPGlite extends PGlite {
  readonly #gate = new TurnGate();

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await this.#gate.pass();
    return super.query<T>(query, params, options);
  }

  override async exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    await this.#gate.pass();
    return super.exec(query, options);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.#gate.pass();
    return super.transaction(callback);
  }
}
