import type pg from 'pg';
import { StatementNames } from './statement-names';

type QueryConfig = { text: string; name?: string; submit?: unknown };

const isPlainConfig = (config: unknown): config is QueryConfig =>
  typeof config === 'object' && config !== null && typeof (config as QueryConfig).text === 'string' && !(config as QueryConfig).name && typeof (config as QueryConfig).submit !== 'function';

// node-postgres's record of the statements its connection has parsed: it sends a named statement's Parse only when the
// name is not in it, so a statement closed on the server must leave it too.
type Parsed = { connection?: { parsedStatements?: Record<string, string> } };

/**
 * Names the parameterized statements `client` runs (drizzle passes each as a `{ text }` config with its values). A name
 * given up for a newer one is deallocated, queued before the statement that took its place.
 */
export function nameStatements(client: pg.ClientBase, capacity?: number): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const parsed = (client as unknown as Parsed).connection?.parsedStatements;
  const deallocate = (name: string) =>
    // The callback runs before the client sends its next query, so a later Parse of this name finds it forgotten. If
    // the server refused (a transaction already failed), the statement stays there and in the client's record alike.
    query(`DEALLOCATE "${name}"`, (error: Error | null) => {
      if (!error && parsed) delete parsed[name];
    });
  const names = new StatementNames(deallocate, capacity);
  const withName = (config: unknown, values: unknown): unknown => {
    if (!parsed || !isPlainConfig(config) || !Array.isArray(values)) return config;
    const name = names.nameOf(config.text, values);
    return name === undefined ? config : { ...config, name };
  };
  client.query = ((config: unknown, ...rest: unknown[]) => query(withName(config, rest[0]), ...rest)) as typeof client.query;
}
