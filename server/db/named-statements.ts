import { createHash } from 'node:crypto';
import type pg from 'pg';

// PostgreSQL plans an unnamed statement at every call: the company list's statement took about 2.9 ms to plan and
// 0.5 ms to run on the demo park (log_min_duration_statement, median of 30). A named statement is parsed once per
// connection, and after five runs PostgreSQL may keep a generic plan for it, so the call pays only for running it.
// Each statement's name is the hash of its text, so one text always has one name (node-postgres refuses a name reused
// for another text); a connection names at most NAMED_PER_CONNECTION texts (statements whose text varies with a list's
// length would otherwise add one each), and runs any further text unnamed as before.
const NAMED_PER_CONNECTION = 500;

type QueryConfig = { text: string; name?: string; submit?: unknown };

const isPlainConfig = (config: unknown): config is QueryConfig =>
  typeof config === 'object' && config !== null && typeof (config as QueryConfig).text === 'string' && !(config as QueryConfig).name && typeof (config as QueryConfig).submit !== 'function';

const nameOf = (text: string) => `s${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;

/** Names the parameterized statements `client` runs (drizzle passes each as a `{ text }` config with its values). */
export function nameStatements(client: pg.ClientBase): void {
  const named = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // Only a statement with values: a text without any may hold several commands (a migration's), which the simple
  // protocol runs and a named statement cannot.
  const withName = (config: unknown, values: unknown): unknown => {
    if (!isPlainConfig(config) || !Array.isArray(values) || values.length === 0) return config;
    const name = nameOf(config.text);
    if (!named.has(name)) {
      if (named.size >= NAMED_PER_CONNECTION) return config;
      named.add(name);
    }
    return { ...config, name };
  };
  client.query = ((config: unknown, ...rest: unknown[]) => query(withName(config, rest[0]), ...rest)) as typeof client.query;
}
