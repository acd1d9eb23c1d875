import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runInBulkIndexing, runSql, sessionFor } from '../helpers/support';
import { AT_SIZE_TIMEOUT, describeScans, useRecordingApp, scans, type Scan } from '../park/plans';
import { hit, seededBatch } from './voucher-kit';

const VOUCHERS = 100_000;
const APPLICATIONS = 20_000;
const TABLES = new Set(['vouchers', 'voucher_applications', 'voucher_batches']);

// 100,000 vouchers and 20,000 applications in the seeded batch, spread over the first park's companies.
async function grow(batch: number): Promise<void> {
  const companies = sql`(select array_agg(id order by id) as ids from companies
    where park_id = (select park_id from voucher_batches where id = ${batch})) as cs`;
  // The rows reference the seeded batch and companies by construction: foreign-key triggers are skipped while growing,
  // and the secondary indexes are built once over the grown tables (the same definitions) rather than row by row.
  await runInBulkIndexing(
    ['vouchers', 'voucher_applications'],
    sql`insert into voucher_applications (batch_id, park_id, company_id, quantity, state)
    select ${batch}, (select park_id from voucher_batches where id = ${batch}), cs.ids[1 + g % array_length(cs.ids, 1)], 1, (array['submitted','passed','rejected'])[1 + g % 3]
    from generate_series(1, ${APPLICATIONS}) as g, ${companies}`,
    sql`insert into vouchers (batch_id, park_id, company_id, face_value, state, expires_on, redeemed)
    select ${batch}, (select park_id from voucher_batches where id = ${batch}), cs.ids[1 + g % array_length(cs.ids, 1)], 2000000, (array['active','committed','used','recalled'])[1 + g % 4],
      current_date + 300, case when g % 4 = 2 then 1500000 end
    from generate_series(1, ${VOUCHERS}) as g, ${companies}`,
  );
  for (const table of TABLES) await runSql(sql.raw(`analyze ${table}`));
}

describe(`the voucher lists at ${VOUCHERS.toLocaleString('en')} vouchers`, () => {
  const recorded = useRecordingApp();

  it('reads every list and the ledger through an index', { timeout: AT_SIZE_TIMEOUT }, async () => {
    const { app, captured, client } = recorded();
    const batch = await seededBatch();
    await grow(batch);
    const operator = await sessionFor('operator');
    const company = await sessionFor('company');
    const agency = await sessionFor('agency');
    captured.length = 0;
    const calls: [typeof operator, 'GET' | 'POST', string, object?][] = [
      [operator, 'POST', 'batch/list', {}],
      [operator, 'GET', `batch/detail/${batch}`],
      [operator, 'POST', 'list', { batchId: batch }],
      [operator, 'POST', 'list', { batchId: batch, state: 'committed', pageNum: 50 }],
      [operator, 'POST', 'list', { batchId: batch, state: 'expired' }],
      [operator, 'POST', 'application/list', { batchId: batch, state: 'submitted' }],
      [operator, 'POST', 'application/list', { batchId: batch, pageNum: 100 }],
      [company, 'POST', 'company/list', {}],
      [company, 'POST', 'company/list', { state: 'active' }],
      [company, 'POST', 'company/applications', {}],
      [company, 'POST', 'company/batches', {}],
      [agency, 'POST', 'agency/batches', {}],
      [company, 'POST', 'order/company/orders', {}],
      [agency, 'POST', 'order/agency/list', { unconfirmed: true }],
      [operator, 'POST', 'order/batch/list', { batchId: batch, state: 'redeeming' }],
    ];
    for (const [who, method, url, body] of calls) expect((await hit(app, who, method, url, body)).json().code).toBe(1);
    const covered: { query: string; scans: Scan[] }[] = [];
    for (const statement of captured.filter((c) => /^\s*select/i.test(c.query) && /voucher/.test(c.query))) {
      const possible = (await scans(client, statement, true)).filter((s) => TABLES.has(s.relation));
      if (possible.length) covered.push({ query: statement.query, scans: possible });
    }
    expect(covered.length).toBeGreaterThanOrEqual(20);
    expect(covered.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
  });
});
