import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runInBulk, runSql, sessionFor } from '../helpers/support';
import { describeScans, useRecordingApp, scans, type Scan } from '../park/plans';
import { hit, parkOf } from './orders-kit';

// The size is 1,000,000 orders: PGlite takes about 2 minutes to write them on the 2-core CI machine, over the
// suite's budget, so the suite runs 20,000 with sequential scans priced out (a Seq Scan left means no index can
// serve the read) and ORDERS_AT_SIZE=1000000 runs the full size on demand.
const ORDERS = Number(process.env.ORDERS_AT_SIZE ?? 20_000);
const TABLES = new Set(['orders', 'order_events']);

// One insert of few columns: every park, company and listed agency of the seed gets its share, in every state.
async function growOrders(): Promise<void> {
  await runInBulk(sql`insert into orders (park_id, company_id, kind, subject_kind, subject_id, subject_title, service_type, mechanism_id, state, needs, contact, phone, created_at)
    select c.parks[1 + g % c.n], c.ids[1 + g % c.n], (array['service','policy'])[1 + g % 2], 'content', 1, '规模订单', 'finance',
      case when g % 3 = 0 then c.agency end,
      (array['submitted','assigned','accepted','inService','delivered','completed','cancelled','rejected','declined'])[1 + g % 9],
      '需求', '联系人', '13800000001', now() - make_interval(secs => g)
    from generate_series(1, ${ORDERS}) as g,
      (select array_agg(id order by id) as ids, array_agg(park_id order by id) as parks, count(*)::int as n, (select min(id) from mechanisms) as agency from companies) as c`);
  await runSql(sql`analyze orders`);
}

describe(`the order lists at ${ORDERS.toLocaleString('en')} orders`, () => {
  const recorded = useRecordingApp();

  it('reads every list and the detail through an index', { timeout: 30_000 + ORDERS / 2 }, async () => {
    const { app, captured, client } = recorded();
    const started = Date.now();
    await growOrders();
    console.info(`grew ${ORDERS} orders in ${Date.now() - started} ms`);
    const [operator, company, agency] = await Promise.all([sessionFor('operator'), sessionFor('company'), sessionFor('agency')]);
    const park = await parkOf();
    captured.length = 0;
    const calls: [typeof operator, string, object][] = [
      [operator, 'v1/admin/ps/order', {}],
      [operator, 'v1/admin/ps/order', { state: 'submitted', pageNum: 50 }],
      [operator, 'v1/admin/ps/order', { kind: 'policy', provider: 'agency' }],
      [operator, 'v1/admin/ps/order', { companyName: '星云' }],
      [company, 'v1/ps/my/apply/list', {}],
      [company, 'v1/ps/my/apply/list', { state: 'completed', kind: 'service', startDate: '2026-01-01', endDate: '2026-12-31' }],
      [agency, 'v1/cash/mechanism/order/list', {}],
      [agency, 'v1/cash/mechanism/order/list', { state: 'assigned' }],
    ];
    for (const [tokens, url, body] of calls) expect((await hit(app, tokens, 'POST', url, body)).json().code, url).toBe(1);
    const first = (await hit(app, operator, 'POST', 'v1/admin/ps/order', {})).json().data.list[0];
    expect((await hit(app, operator, 'GET', `v1/cash/order/${park}/${first.id}`)).json().code).toBe(1);
    const covered: { query: string; scans: Scan[] }[] = [];
    for (const statement of captured.filter((c) => /^\s*select/i.test(c.query) && /"orders"|"order_events"/.test(c.query))) {
      const possible = (await scans(client, statement, true)).filter((s) => TABLES.has(s.relation));
      if (possible.length) covered.push({ query: statement.query, scans: possible });
    }
    // One statement per list call (its page, count and the scope's overdue count: server/lib/paging.ts), and the
    // detail's three.
    expect(covered.length).toBeGreaterThanOrEqual(calls.length + 1 + 3);
    expect(covered.filter((r) => r.scans.some((s) => s.counted)).length).toBeGreaterThanOrEqual(calls.length);
    expect(covered.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
  });
});
