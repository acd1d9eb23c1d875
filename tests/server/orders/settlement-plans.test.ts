import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runInBulk, runSql, sessionFor } from '../helpers/support';
import { describeScans, useRecordingApp, scans, type Scan } from '../park/plans';
import { demoAgency, hit, parkOf } from './orders-kit';

const STATEMENTS = 100_000;
const TABLES = new Set(['settlements', 'settlement_orders']);

// One insert: every agency gets a run of consecutive months in the demo park, in every state.
async function growStatements(park: number): Promise<void> {
  await runInBulk(sql`insert into settlements (park_id, mechanism_id, month, state, amount_fen, order_count)
    select ${park}, m.ids[1 + g % m.n], to_char(date '1000-01-01' + make_interval(months => g / m.n), 'YYYY-MM'),
      (array['open','submitted','returned','paid'])[1 + g % 4], 0, 0
    from generate_series(1, ${STATEMENTS}) as g, (select array_agg(id order by id) as ids, count(*)::int as n from mechanisms) as m
    on conflict do nothing`);
  await runSql(sql`analyze settlements`);
}

describe(`the statement lists at ${STATEMENTS.toLocaleString('en')} statements`, () => {
  const recorded = useRecordingApp();

  it('reads the agency\'s and the park\'s lists and a statement through an index', { timeout: 60_000 }, async () => {
    const { app, captured, client } = recorded();
    const park = await parkOf();
    const started = Date.now();
    await growStatements(park);
    console.info(`grew ${STATEMENTS} statements in ${Date.now() - started} ms`);
    const [operator, agency] = await Promise.all([sessionFor('operator'), sessionFor('agency')]);
    captured.length = 0;
    const calls: [typeof operator, string, object][] = [
      [agency, 'iv/mechanismCash/list', {}],
      [agency, 'iv/mechanismCash/list', { state: 'submitted', pageNum: 20 }],
      [operator, 'v1/admin/cash/settlement', {}],
      [operator, 'v1/admin/cash/settlement', { state: 'submitted' }],
      [operator, 'v1/admin/cash/settlement', { mechanismId: await demoAgency() }],
    ];
    for (const [tokens, url, body] of calls) expect((await hit(app, tokens, 'POST', url, body)).json().code, url).toBe(1);
    const first = (await hit(app, agency, 'POST', 'iv/mechanismCash/list', {})).json().data.list[0];
    expect((await hit(app, agency, 'GET', `iv/mechanismCash/${first.id}`)).json().code).toBe(1);
    const covered: { query: string; scans: Scan[] }[] = [];
    for (const statement of captured.filter((c) => /^\s*select/i.test(c.query) && /"settlements"|"settlement_orders"/.test(c.query))) {
      const possible = (await scans(client, statement, true)).filter((s) => TABLES.has(s.relation));
      if (possible.length) covered.push({ query: statement.query, scans: possible });
    }
    // One statement per list call (its page and count: server/lib/paging.ts), and the statement's two.
    expect(covered.length).toBeGreaterThanOrEqual(calls.length + 1 + 2);
    expect(covered.filter((r) => r.scans.some((s) => s.counted)).length).toBeGreaterThanOrEqual(calls.length);
    expect(covered.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
  });
});
