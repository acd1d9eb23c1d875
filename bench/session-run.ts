import { startServer, type RunningServer } from '../scripts/harness';
import { benchSessionCalls, SESSION_CALL_LABELS, SESSION_CALLS, type SessionCallsBench } from './session-calls';
import { round } from './stats';

// The calls of issue 22 alone (about a minute per database): `npx tsx bench/session-run.ts`, on embedded PGlite and,
// with DATABASE_URL set (an empty database, seeded by the server), on PostgreSQL too. `npm run bench` runs them as well.
const ENV = { AUTH_RATE_LIMIT: '1000000' };

export async function benchSessionServers(databaseUrl: string | undefined): Promise<{ pglite: SessionCallsBench; postgres?: SessionCallsBench }> {
  const onServer = async (env: Record<string, string>) => {
    const server: RunningServer = await startServer({ env: { ...ENV, ...env } });
    try {
      return await benchSessionCalls(server.url);
    } finally {
      await server.stop();
    }
  };
  const pglite = await onServer({});
  return databaseUrl ? { pglite, postgres: await onServer({ DATABASE_URL: databaseUrl }) } : { pglite };
}

export function printSessionCalls(name: string, r: SessionCallsBench): void {
  const base = r.healthz.requestsPerSecond;
  console.log(`\n${name}`);
  for (const call of SESSION_CALLS) {
    const it = r[call];
    console.log(`${SESSION_CALL_LABELS[call]}: ${round(it.requestsPerSecond, 0)} req/s, ${round((100 * it.requestsPerSecond) / base, 1)}% of /healthz, p99 ${it.p99Ms} ms, ${it.errors} errors`);
  }
}

if (process.argv[1]?.endsWith('session-run.ts')) {
  const url = process.argv[2];
  if (url) printSessionCalls(url, await benchSessionCalls(url));
  else {
    const results = await benchSessionServers(process.env.DATABASE_URL || undefined);
    printSessionCalls('embedded PGlite', results.pglite);
    if (results.postgres) printSessionCalls('PostgreSQL', results.postgres);
  }
}
