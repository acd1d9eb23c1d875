import { sql } from 'drizzle-orm';
import { runSql } from '../helpers/support';

export const BASE = 'v1/admin/ps/policy/condition';
export const TALENT = '浦东新区重点产业人才安居资助政策';
export const HIGH_TECH = '上海市高新技术企业认定奖励办法（2026年修订）';

export async function policyIn(parkId: number, title: string): Promise<{ id: number; version: number }> {
  const result = await runSql(sql`select id, version from content_items where park_id = ${parkId} and type = 'policy' and title = ${title}`);
  const row = result.rows[0] as { id: number; version: number } | undefined;
  if (!row) throw new Error(`no policy ${title} in park ${parkId}`);
  return row;
}

export async function companyNamed(name: string): Promise<number> {
  return Number((await runSql(sql`select id from companies where name = ${name}`)).rows[0]?.id);
}

export const conditionCount = async () => Number((await runSql(sql`select count(*)::int as n from policy_conditions`)).rows[0]?.n);
