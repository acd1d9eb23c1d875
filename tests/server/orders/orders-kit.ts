import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { runSql } from '../helpers/support';

export type Verb = 'GET' | 'POST' | 'PUT';

export function hit(app: FastifyInstance, tokens: Tokens | null, method: Verb, url: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/${url}`,
    headers: tokens ? { authorization: `Bearer ${tokens.access_token}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

export const RECEIPT_FILE = { name: '发票.pdf', url: '/api/files/2026/11/receipt.pdf' };

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const row = (await runSql(query)).rows[0];
  if (!row) throw new Error('no row');
  return row as T;
}

export const idOf = async (query: ReturnType<typeof sql>) => (await one<{ id: number }>(query)).id;

export const demoAgency = () => idOf(sql`select id from mechanisms where name = '启航企业服务中心'`);
export const demoCompany = () => idOf(sql`select id from companies where name = '星云智能科技有限公司'`);
export const parkOf = () => idOf(sql`select id from parks where name = '张江科创园'`);
export const taxService = () => idOf(sql`select id from content_items where title = '代理记账与税务申报' and type = 'service' order by id limit 1`);
export const openPolicy = () => idOf(sql`select id from content_items where title = '上海市高新技术企业认定奖励办法（2026年修订）' order by id limit 1`);

/** The demo agency offers an approved finance service (what assignment needs), whether or not the seed made one. */
export async function agencyOffersFinance(): Promise<number> {
  const agency = await demoAgency();
  const found = (await runSql(sql`select id from agency_services where mechanism_id = ${agency} and service_type = 'finance' and state = 'approved' limit 1`)).rows[0] as { id: number } | undefined;
  if (found) return found.id;
  return idOf(sql`insert into agency_services (mechanism_id, state, name, service_type, price_min_fen, price_max_fen, delivery_days)
    values (${agency}, 'approved', '工商财税一站式', 'finance', 10000, 50000, 7) returning id`);
}

export interface OrderSetup {
  kind?: 'service' | 'policy';
  state: string;
  agency?: boolean;
  version?: number;
}

/** An order of the demo company in any state, made directly: the starting point of one transition. */
let demoIds: Promise<[number, number, number]> | null = null;

export async function orderIn({ kind = 'service', state, agency = false, version = 3 }: OrderSetup): Promise<number> {
  // The seeded ids never change between resets.
  demoIds ??= Promise.all([parkOf(), demoCompany(), demoAgency()]);
  const [park, company, mechanism] = await demoIds;
  return idOf(sql`insert into orders (park_id, company_id, kind, subject_kind, subject_id, subject_title, service_type, mechanism_id, state, needs, contact, phone, version)
    values (${park}, ${company}, ${kind}, 'content', 1, '测试服务', ${kind === 'policy' ? 'policy' : 'finance'}, ${agency ? mechanism : null}, ${state}, '测试需求', '周明', '13800000001', ${version})
    returning id`);
}

export async function orderRow(id: number) {
  return one<{ state: string; version: number; mechanism_id: number | null; amount_fen: number | null; rating: number | null; first_response_at: string | null }>(
    sql`select state, version, mechanism_id, amount_fen, rating, first_response_at from orders where id = ${id}`,
  );
}

export async function countOf(table: 'orders' | 'order_events' | 'operation_logs' | 'messages'): Promise<number> {
  return (await one<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).n;
}

export async function messagesOf(username: string, kind: string) {
  const rows = (await runSql(sql`select m.title, m.link from messages m join users u on u.id = m.user_id where u.username = ${username} and m.kind = ${kind} order by m.id`)).rows;
  return rows as { title: string; link: string | null }[];
}
