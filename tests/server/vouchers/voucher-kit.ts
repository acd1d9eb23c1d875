import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { runSql } from '../helpers/support';

export type Verb = 'GET' | 'POST' | 'PUT';
export const BASE = 'v1/innovation/vouchers';

export function hit(app: FastifyInstance, tokens: Tokens | null, method: Verb, url: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/${BASE}/${url}`,
    headers: tokens ? { authorization: `Bearer ${tokens.access_token}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

export const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A batch open for applications today. */
export const batchFields = (over: Record<string, unknown> = {}) => ({
  name: '测试服务券',
  funder: '测试管委会',
  budget: 1_000_000,
  faceValue: 100_000,
  quota: 3,
  serviceTypes: ['tech', 'legal'],
  applyStart: dayFrom(-1),
  applyEnd: dayFrom(30),
  expiresOn: dayFrom(90),
  settlementWindows: [{ start: dayFrom(0), end: dayFrom(60) }],
  ...over,
});

export async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await runSql(query)).rows as T[];
}

export const idOf = async (query: ReturnType<typeof sql>) => {
  const [row] = await rows<{ id: number }>(query);
  if (!row) throw new Error('no row');
  return row.id;
};

export const companyId = (name: string) => idOf(sql`select id from companies where name = ${name}`);
export const seededBatch = () => idOf(sql`select id from voucher_batches where name = '2026年度科技创新券'`);

/** The ledger as the database holds it, summed independently of the service. */
export async function ledgerTruth(batchId: number) {
  const [row] = await rows<{ budget: number; counter: number; live: number; committed: number; redeemed: number }>(sql`
    select b.budget::float8 as budget, b.issued::float8 as counter,
      coalesce(sum(v.face_value) filter (where v.state in ('active', 'committed', 'used')), 0)::float8 as live,
      coalesce(sum(v.face_value) filter (where v.state = 'committed'), 0)::float8 as committed,
      coalesce(sum(v.redeemed) filter (where v.state = 'used'), 0)::float8 as redeemed
    from voucher_batches b left join vouchers v on v.batch_id = b.id where b.id = ${batchId} group by b.id`);
  if (!row) throw new Error('no batch');
  return row;
}

/** A second park's operator, made directly (no scrypt): the "other park" of the matrix. */
export async function otherParkOperator(): Promise<void> {
  const [park] = await rows<{ id: number }>(sql`select id from parks where id <> (select up.park_id from user_parks up join users u on u.id = up.user_id where u.username = 'operator') and enabled order by id limit 1`);
  const user = await idOf(sql`insert into users (username, password_hash, user_type, nickname) values ('operator-b', 'x', 8, '他园运营') returning id`);
  await runSql(sql`insert into user_parks (user_id, park_id, role_id) select ${user}, ${park?.id ?? 0}, role_id from user_parks where user_id = (select id from users where username = 'operator')`);
}
