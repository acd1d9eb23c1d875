import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Paged } from '@contract/primitives';
import type { ConsultationDetail, ConsultationRow } from '@contract/schemas/consultation';
import type { Tokens } from '../helpers/auth';
import { runSql } from '../helpers/support';

export const FRONT = 'v1/ps/policy/consultation';
export const ADMIN = 'v1/admin/ps/policy/consultation';

export interface Answer<T> {
  status: number;
  code: number | string;
  msg: string;
  data: T;
}

export async function call<T = ConsultationDetail>(app: FastifyInstance, tokens: Tokens | null, method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer<T>> {
  const res = await app.inject({
    method,
    url: `/api/${url}`,
    headers: tokens ? { authorization: `Bearer ${tokens.access_token}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });
  return { ...res.json<Omit<Answer<T>, 'status'>>(), status: res.statusCode };
}

export type Page = Paged<ConsultationRow>;

export async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await runSql(query)).rows as T[];
}

export async function firstRow<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rowsOf<T>(query);
  if (row === undefined) throw new Error('no row');
  return row;
}

export const parkOf = (username: 'operator' | 'company') =>
  username === 'operator'
    ? firstRow<{ id: number }>(sql`select up.park_id as id from user_parks up join users u on u.id = up.user_id where u.username = 'operator'`).then((r) => r.id)
    : firstRow<{ id: number }>(sql`select c.park_id as id from companies c join users u on u.company_id = c.id where u.username = 'company'`).then((r) => r.id);

/** A published policy (or service) of the park. */
export const publishedItem = (parkId: number, type: 'policy' | 'service') =>
  firstRow<{ id: number; title: string }>(sql`select id, title from content_items where park_id = ${parkId} and type = ${type} and state = 'on' and publish_at <= now() order by id limit 1`);

/** The demo company's consultation in a state (seeded: one of each). */
export const seeded = (state: string, username = 'company') =>
  firstRow<{ id: number; version: number; park_id: number }>(sql`select c.id, c.version, c.park_id from consultations c join users u on u.company_id = c.company_id
    where u.username = ${username} and c.state = ${state} order by c.id limit 1`);

export const stateOf = (id: number) => firstRow<{ state: string; version: number; mechanism_id: number | null }>(sql`select state, version, mechanism_id from consultations where id = ${id}`);

export const counts = () => firstRow<{ c: number; e: number; l: number; m: number }>(sql`select (select count(*)::int from consultations) c,
  (select count(*)::int from consultation_entries) e, (select count(*)::int from operation_logs) l, (select count(*)::int from messages) m`);

export async function messagesTo(username: string, kind: string) {
  return rowsOf<{ title: string; link: string }>(sql`select m.title, m.link from messages m join users u on u.id = m.user_id where u.username = ${username} and m.kind = ${kind} order by m.id`);
}

/** Another settled company of the demo park with a front account (the "other company" of the matrix). */
export async function otherCompanyAccount(parkId: number): Promise<void> {
  const company = await firstRow<{ id: number }>(sql`insert into companies (park_id, name, state) values (${parkId}, '另一家企业', 1) returning id`);
  await runSql(sql`insert into users (username, password_hash, user_type, nickname, company_id) values ('company-b', 'x', 9, '另一家企业', ${company.id})`);
}

export async function otherAgencyAccount(): Promise<number> {
  const agency = await firstRow<{ id: number }>(sql`insert into mechanisms (name) values ('另一家机构') returning id`);
  await runSql(sql`insert into agency_profiles (mechanism_id, state) values (${agency.id}, 'approved')`);
  await runSql(sql`insert into users (username, password_hash, user_type, nickname, mechanism_id) values ('agency-b', 'x', 10, '另一家机构', ${agency.id})`);
  return agency.id;
}

export const mechanismNamed = (name: string) => firstRow<{ id: number }>(sql`select id from mechanisms where name = ${name}`).then((r) => r.id);
