import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { runSql } from '../helpers/support';

export type Verb = 'GET' | 'POST' | 'PUT' | 'PATCH';

export function hit(app: FastifyInstance, tokens: Tokens | null, method: Verb, url: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/${url}`,
    headers: tokens ? { authorization: `Bearer ${tokens.access_token}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

export const LICENCE = '/api/files/2026/11/licence.pdf';

/** A complete profile that passes every check. */
export const validProfile = (over: Record<string, unknown> = {}) => ({
  name: '测试服务机构',
  creditCode: '91310115MA1H9QX7LT',
  licence: LICENCE,
  legalPerson: '李雷',
  contact: '韩梅梅',
  phone: '13911112222',
  provinceCode: '31',
  cityCode: '3101',
  areaCode: '310115',
  address: '科苑路100号',
  serviceTypes: ['finance', 'legal'],
  introduction: '<p>专业服务</p>',
  ...over,
});

export async function mechanismIdOf(name: string): Promise<number> {
  const rows = (await runSql(sql`select id from mechanisms where name = ${name}`)).rows as { id: number }[];
  const row = rows[0];
  if (!row) throw new Error(`no mechanism ${name}`);
  return row.id;
}

export async function profileRow(id: number) {
  const rows = (await runSql(sql`select state, version, awaiting, data, pending, reject_reason from agency_profiles where mechanism_id = ${id}`)).rows;
  return rows[0] as { state: string; version: number; awaiting: boolean; data: { name: string } | null; pending: { name: string } | null; reject_reason: string | null };
}

/** A second agency with its own account, made directly (no scrypt): the "other agency" of the matrix. */
export async function otherAgency(): Promise<number> {
  const rows = (await runSql(sql`insert into mechanisms (name) values ('另一家机构') returning id`)).rows as { id: number }[];
  const id = rows[0]?.id ?? 0;
  await runSql(sql`insert into users (username, password_hash, user_type, nickname, mechanism_id) values ('agency-b', 'x', 10, '另一家机构', ${id})`);
  return id;
}

export async function messagesOf(username: string, kind: string) {
  const rows = (await runSql(sql`select m.title, m.body from messages m join users u on u.id = m.user_id where u.username = ${username} and m.kind = ${kind} order by m.id`)).rows;
  return rows as { title: string; body: string | null }[];
}
