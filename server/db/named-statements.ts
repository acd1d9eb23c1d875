import type pg from 'pg';
import { StatementNames } from './statement-names';

type QueryConfig = { text: string; name?: string; submit?: unknown };

const isPlainConfig = (config: unknown): config is QueryConfig =>
  typeof config === 'object' && config !== null && typeof (config as QueryConfig).text === 'string' && !(config as QueryConfig).name && typeof (config as QueryConfig).submit !== 'function';

/** Names the parameterized statements `client` runs (drizzle passes each as a `{ text }` config with its values). */
export function nameStatements(client: pg.ClientBase): void {
  const names = new StatementNames();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const withName = (config: unknown, values: unknown): unknown => {
    if (!isPlainConfig(config) || !Array.isArray(values)) return config;
    const name = names.nameOf(config.text, values);
    return name === undefined ? config : { ...config, name };
  };
  client.query = ((config: unknown, ...rest: unknown[]) => query(withName(config, rest[0]), ...rest)) as typeof client.query;
}
