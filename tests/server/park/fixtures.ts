import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LogModule } from '@contract/oplog';
import type { Tokens } from '../helpers/auth';
import { runSql } from '../helpers/support';
import type { FieldError } from '@contract/field-errors';

// Answers are read loosely in tests: any key gives another loose value.
export interface Loose {
  [key: string]: Loose;
}

export interface Body {
  code: number | string;
  msg: string;
  data: Loose;
  /** The fields a refusal is about (contract/field-errors.ts). */
  errors?: FieldError[];
}

export const rows = (value: unknown): Record<string, unknown>[] => value as Record<string, unknown>[];


export function send(app: FastifyInstance, tokens: Tokens | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/${url}`,
    headers: tokens ? { authorization: `Bearer ${tokens.access_token}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

export async function json(app: FastifyInstance, tokens: Tokens | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Body> {
  return (await send(app, tokens, method, url, payload)).json<Body>();
}

export async function parkId(name: string): Promise<number> {
  const result = await runSql(sql`select id from parks where name = ${name}`);
  return Number((result.rows[0] as { id: number }).id);
}

export async function firstOf(table: 'buildings' | 'floors' | 'rooms', parkIdValue: number, occupied?: boolean): Promise<number> {
  const extra = table === 'rooms' && occupied !== undefined ? sql.raw(occupied ? ' and company_id is not null' : ' and company_id is null') : sql.raw('');
  const result = await runSql(sql`select id from ${sql.raw(table)} where park_id = ${parkIdValue}${extra} order by id limit 1`);
  return Number((result.rows[0] as { id: number }).id);
}

export async function logCount(...modules: LogModule[]): Promise<number> {
  const result = await runSql(sql`select count(*)::int as n from operation_logs where module in (${sql.join(modules.map((m) => sql`${m}`), sql`, `)})`);
  return Number((result.rows[0] as { n: number }).n);
}

export const ZHANGJIANG = '张江科创园';
export const ZHONGGUANCUN = '中关村软件园';
export const DISABLED_PARK = '未来科技城孵化园';

export const validPark = {
  name: '临港智造园',
  logo: '/demo/park-lingang.svg',
  provinceCode: '31',
  cityCode: '3101',
  areaCode: '310115',
  address: '上海市浦东新区临港大道 1 号',
  areaSqm: 150000,
  contact: '周婷',
  phone: '021-58001234',
  introduction: '高端装备制造园区。',
};
