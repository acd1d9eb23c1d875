import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardCalls } from '@contract/calls/dashboard';
import { DASHBOARD_PANEL_KEYS } from '@contract/dashboard';
import { runInBulkIndexing, runSql, sessionFor } from '../helpers/support';
import { parkId, ZHANGJIANG } from '../park/fixtures';
import { AT_SIZE_TIMEOUT, describeScans, recordingApp, scans, type Captured, type Scan } from '../park/plans';

// The sizes of the to-do home's plans test: orders as tests/server/orders grows them (20,000 in the suite,
// ORDERS_AT_SIZE=1000000 the million on demand) and 100,000 vouchers, with companies, their events and rooms
// in proportion (one company to a hundred orders, four events and two rooms to a company).
const ORDERS = Number(process.env.ORDERS_AT_SIZE ?? 20_000);
const VOUCHERS = 100_000;
const COMPANIES = Math.max(1_000, ORDERS / 100);
const GROWN = ['orders', 'vouchers', 'companies', 'company_events', 'rooms'];
const BIG = ['orders', 'vouchers', 'company_events'];

async function grow(): Promise<void> {
  const statements: SQL[] = [];
  const parks = sql`(select array_agg(id order by id) as ids, count(*)::int as n from parks) as p`;
  statements.push(sql`insert into companies (park_id, name, state, industry, submitted_at, settled_at)
    select p.ids[1 + g % p.n], '规模企业' || g, (array[0, 1, 1, 1, 2, 3])[1 + g % 6], (array['集成电路', '生物医药', '人工智能', '软件信息', '其他'])[1 + g % 5],
      now() - make_interval(days => g % 700), now() - make_interval(days => g % 600)
    from generate_series(1, ${COMPANIES}) as g, ${parks}`);
  const companies = sql`(select array_agg(id order by id) as ids, array_agg(park_id order by id) as parks, count(*)::int as n,
    (select min(id) from mechanisms) as agency from companies) as c`;
  statements.push(sql`insert into company_events (company_id, park_id, kind, occurred_at)
    select c.ids[1 + g % c.n], c.parks[1 + g % c.n], (array['submitted', 'passed', 'rejected', 'movedOut', 'movedIn', 'registered'])[1 + g % 6],
      now() - make_interval(hours => g % 17000)
    from generate_series(1, ${COMPANIES * 4}) as g, ${companies}`);
  const floors = sql`(select array_agg(id order by id) as ids, array_agg(park_id order by id) as parks, count(*)::int as n from floors) as f`;
  statements.push(sql`insert into rooms (park_id, floor_id, name, number, area_sqm, company_id)
    select f.parks[1 + g % f.n], f.ids[1 + g % f.n], '规模' || g, 'S' || g, 50 + g % 200, (case when g % 3 > 0 then g end)::int
    from generate_series(1, ${COMPANIES * 2}) as g, ${floors}`);
  statements.push(sql`insert into orders (park_id, company_id, kind, subject_kind, subject_id, subject_title, service_type, mechanism_id, state, needs, contact, phone, created_at, delivered_at)
    select c.parks[1 + g % c.n], c.ids[1 + g % c.n], (array['service','policy','voucher'])[1 + g % 3], 'content', 1, '规模订单',
      (array['finance', 'legal', 'ip', 'hr'])[1 + g % 4], case when g % 4 = 0 then c.agency end,
      (array['submitted','assigned','accepted','inService','delivered','completed','cancelled','rejected','declined','contracted','redeeming'])[1 + g % 11],
      '需求', '联系人', '13800000001', now() - make_interval(secs => g * 30), case when g % 11 in (4, 5) then now() - make_interval(secs => g * 20) end
    from generate_series(1, ${ORDERS}) as g, ${companies}`);
  const batches = sql`(select array_agg(id order by id) as ids, array_agg(park_id order by id) as parks, count(*)::int as n from voucher_batches) as b`;
  statements.push(sql`insert into vouchers (batch_id, park_id, company_id, face_value, state, expires_on, redeemed)
    select b.ids[1 + g % b.n], b.parks[1 + g % b.n], (select min(id) from companies), 200000, (array['active','committed','used','recalled'])[1 + g % 4],
      current_date + (g % 400), case when g % 4 = 2 then 150000 end
    from generate_series(1, ${VOUCHERS}) as g, ${batches}`);
  await runInBulkIndexing(GROWN, ...statements);
  for (const table of GROWN) await runSql(sql.raw(`analyze ${table}`));
}

describe(`the park dashboard at ${ORDERS.toLocaleString('en')} orders and ${VOUCHERS.toLocaleString('en')} vouchers`, () => {
  let app: FastifyInstance;
  let captured: Captured[];
  let client: Parameters<typeof scans>[0];
  beforeAll(async () => {
    ({ app, captured, client } = await recordingApp());
  });
  afterAll(() => app.close());

  it('answers each panel in one statement, every big table read through an index, for one park and for all', { timeout: AT_SIZE_TIMEOUT * 2 }, async () => {
    const started = Date.now();
    await grow();
    console.info(`grew ${ORDERS} orders, ${VOUCHERS} vouchers, ${COMPANIES} companies in ${Date.now() - started} ms`);
    const tokens = await sessionFor('admin');
    const park = await parkId(ZHANGJIANG);
    const statements: Captured[] = [];
    for (const scope of [`parkId=${park}`, '']) {
      for (const key of DASHBOARD_PANEL_KEYS) {
        captured.length = 0;
        const asked = Date.now();
        const answer = await app.inject({ method: 'GET', url: `/api/${dashboardCalls[key].path}?${scope}`, headers: { authorization: `Bearer ${tokens.access_token}` } });
        console.info(`${key} (${scope || 'every park'}) answered in ${Date.now() - asked} ms`);
        expect(answer.json().code, key).toBe(1);
        const panel = captured.filter((c) => /cross join lateral/i.test(c.query));
        expect(panel, key).toHaveLength(1);
        statements.push(...panel);
      }
    }
    const read = await Promise.all(statements.map(async (statement) => ({ query: statement.query.slice(0, 160), scans: await scans(client, statement) })));
    const seqScans = (r: { scans: Scan[] }) => r.scans.filter((s) => s.node === 'Seq Scan' && BIG.includes(s.relation));
    // The planner, left to itself, reads the orders, vouchers and company events through their indexes.
    expect(read.filter((r) => seqScans(r).length).map((r) => describeScans({ query: r.query, scans: seqScans(r) }))).toEqual([]);
    for (const r of read) console.info(describeScans(r));
  });
});
