import { createHash } from 'node:crypto';

// The database plans an unnamed statement at every call: on PostgreSQL the company list's statement took about 2.9 ms
// to plan and 0.5 ms to run on the demo park (log_min_duration_statement, median of 30). A named statement is parsed
// once per connection, and after five runs the engine may keep a generic plan for it, so a call pays only for running
// it. A text is named only at its second run: statements whose text varies with a list's length, or that run once (the
// demo seed's), would otherwise take names the lists' statements need. One connection holds at most NAMED names; the
// least recently used one is given up for a new one, so a server running for weeks still names what it runs now.
const NAMED = 500;
const REMEMBERED = 2_000;
// What SQL's own PREPARE takes: an EXPLAIN is left to plan afresh with its values, as the plan tests read it, and so is
// any other command.
const PREPARABLE = /^\s*(select|insert|update|delete|with|values)\b/i;

// A text's name is the hash of the text, so one text always has one name (node-postgres refuses a name reused for
// another text).
const hashOf = (text: string) => `s${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;

/** The names one connection gives the statements it runs. */
export class StatementNames {
  // Text to name, least recently used first.
  readonly #named = new Map<string, string>();
  readonly #seen = new Set<string>();
  readonly #evict: (name: string) => void;
  readonly #capacity: number;

  /**
   * @param evict called with a name given up for a newer one: the connection should close its statement.
   * @param capacity how many names the connection holds at most.
   */
  constructor(evict: (name: string) => void, capacity = NAMED) {
    this.#evict = evict;
    this.#capacity = capacity;
  }

  /**
   * The name `text` runs under on this connection, or undefined to run it unnamed this time. Only a statement with
   * values: a text without any may hold several commands (a migration's), which only the simple protocol runs.
   */
  nameOf(text: string, values: readonly unknown[] | undefined): string | undefined {
    if (!values || values.length === 0) return undefined;
    const named = this.#named.get(text);
    if (named !== undefined) {
      this.#named.delete(text);
      this.#named.set(text, named);
      return named;
    }
    if (!PREPARABLE.test(text)) return undefined;
    if (!this.#seen.delete(text)) {
      if (this.#seen.size >= REMEMBERED) this.#seen.clear();
      this.#seen.add(text);
      return undefined;
    }
    if (this.#named.size >= this.#capacity) {
      const [oldest, name] = this.#named.entries().next().value as [string, string];
      this.#named.delete(oldest);
      this.#evict(name);
    }
    const name = hashOf(text);
    this.#named.set(text, name);
    return name;
  }

  /** Whether `name` is one this connection holds now (an evicted one may have been given again since). */
  holds(name: string): boolean {
    for (const held of this.#named.values()) if (held === name) return true;
    return false;
  }

  /** The connection no longer holds `text`'s statement (its preparation failed): its next run names it again. */
  forget(text: string): void {
    this.#named.delete(text);
  }
}
