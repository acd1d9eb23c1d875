import { sql } from 'drizzle-orm';
import { runSql } from '../helpers/support';

/** A service that passes every check. */
export const validService = (over: Record<string, unknown> = {}) => ({
  name: '测试服务',
  serviceType: 'finance',
  priceMinFen: 10000,
  priceMaxFen: 20000,
  deliveryDays: 10,
  deliverables: '服务报告一份',
  voucherPayable: true,
  body: '<p>服务说明</p><script>alert(1)</script>',
  ...over,
});

export async function serviceRow(name: string) {
  const rows = (await runSql(sql`select id, mechanism_id, state, version, awaiting, name, price_min_fen, pending, reject_reason, body from agency_services where name = ${name}`)).rows;
  const row = rows[0] as
    | { id: number; mechanism_id: number; state: string; version: number; awaiting: boolean; name: string; price_min_fen: number; pending: { name: string; priceMinFen: number } | null; reject_reason: string | null; body: string }
    | undefined;
  if (!row) throw new Error(`no service ${name}`);
  return row;
}

export const serviceCount = async () => ((await runSql(sql`select count(*)::int as n from agency_services`)).rows[0] as { n: number }).n;
