import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { basicAuth, type Tokens } from './auth';
import { loadInBulk } from '../../../bench/load-in-bulk';
import { testDatabase } from './test-server';

export function login(app: FastifyInstance, payload: Record<string, unknown>, authorization: string | null = basicAuth) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    headers: authorization === null ? {} : { authorization },
    payload,
  });
}

export function refresh(app: FastifyInstance, refreshToken: string, options: { parkId?: number; userType?: number } = {}) {
  return login(app, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    parkId: options.parkId ?? 0,
    userType: options.userType ?? 8,
  });
}

export function call(app: FastifyInstance, tokens: Tokens | string, url: string, payload?: object) {
  const token = typeof tokens === 'string' ? tokens : tokens.access_token;
  return app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

export async function runSql(query: SQL) {
  const { db } = await testDatabase();
  return db.execute(query);
}

/** Statements that generate rows at size, with the foreign keys' checks off (bench/load-in-bulk.ts). */
export async function runInBulk(...statements: SQL[]): Promise<void> {
  await loadInBulk((await testDatabase()).db, statements);
}

/** The same, with the secondary indexes of `tables` built once over the loaded rows. */
export async function runInBulkIndexing(tables: readonly string[], ...statements: SQL[]): Promise<void> {
  await loadInBulk((await testDatabase()).db, statements, { rebuildIndexesOf: tables });
}

export type Table = 'auth_sessions' | 'operation_logs' | 'users' | 'verify_codes' | 'companies' | 'mechanisms';

export async function countRows(table: Table): Promise<number> {
  const result = await runSql(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((result.rows[0] as { n: number }).n);
}

// Row counts of every table an account call may write, to prove a refused call wrote nothing.
export async function snapshotCounts(): Promise<Record<Table, number>> {
  const tables: Table[] = ['auth_sessions', 'operation_logs', 'users', 'verify_codes', 'companies', 'mechanisms'];
  const counts = await Promise.all(tables.map(countRows));
  return Object.fromEntries(tables.map((t, i) => [t, counts[i]])) as Record<Table, number>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// A session as a login would leave it, without paying scrypt: for tests about what a session may do, not about login.
export async function sessionFor(username: string, parkId: number | null = null): Promise<Tokens> {
  const access = randomBytes(32).toString('base64url');
  const refreshToken = randomBytes(32).toString('base64url');
  const result = await runSql(sql`
    insert into auth_sessions (user_id, park_id, access_hash, access_expires_at, refresh_hash, refresh_expires_at)
    select u.id,
      coalesce(${parkId}::int,
        (select min(up.park_id) from user_parks up where up.user_id = u.id),
        (select c.park_id from companies c where c.id = u.company_id),
        case when u.user_type = 0 then (select min(p.id) from parks p where p.enabled) end),
      ${sha256(access)}, now() + interval '30 minutes', ${sha256(refreshToken)}, now() + interval '7 days'
    from users u where u.username = ${username}
    returning id`);
  if (result.rows.length !== 1) throw new Error(`no user ${username}`);
  return { access_token: access, refresh_token: refreshToken };
}
