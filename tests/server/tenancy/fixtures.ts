import { sql } from 'drizzle-orm';
import { runSql } from '../helpers/support';

// Demo rows the tenancy tests act on, looked up by name so a reseed in another order still finds them.
export const XINGYUN = '星云智能科技有限公司';
export const ZHIZAO = '智造机器人有限公司';
export const HENGYUAN = '恒远物流有限公司';
export const LANHAI = '蓝海生物医药有限公司';
export const YUNFAN = '云帆软件技术有限公司';

export async function companyId(name: string): Promise<number> {
  const result = await runSql(sql`select id from companies where name = ${name}`);
  return Number((result.rows[0] as { id: number }).id);
}

export async function companyRow(id: number) {
  const result = await runSql(sql`select state, version, moved_out_on::text as "movedOutOn", move_out_reason as "moveOutReason" from companies where id = ${id}`);
  return result.rows[0] as { state: number | null; version: number; movedOutOn: string | null; moveOutReason: string | null };
}

export async function roomsOf(company: number): Promise<number[]> {
  const result = await runSql(sql`select id from rooms where company_id = ${company} order by id`);
  return (result.rows as { id: number }[]).map((r) => r.id);
}

/** Free enabled rooms of a park, first ones first. */
export async function freeRooms(parkId: number, n: number): Promise<number[]> {
  const result = await runSql(sql`select id from rooms where park_id = ${parkId} and company_id is null and enabled order by id limit ${n}`);
  return (result.rows as { id: number }[]).map((r) => r.id);
}

export async function countOf(table: 'company_tenancies' | 'company_events' | 'messages' | 'operation_logs', where = sql`true`): Promise<number> {
  const result = await runSql(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`);
  return Number((result.rows[0] as { n: number }).n);
}

export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
