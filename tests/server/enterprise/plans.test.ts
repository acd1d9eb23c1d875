import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { growEstate, SIZE } from '../../../bench/estate-at-size';
import { runSql, sessionFor } from '../helpers/support';
import { testDatabase } from '../helpers/test-server';
import { send } from '../park/fixtures';
import { AT_SIZE_TIMEOUT, describeScans, useRecordingApp, scans, type Scan } from '../park/plans';
import { company, SETTLED } from './fixtures';

// The tables of this slice; companies and company_records are the large ones at the sizes.
const TABLES = new Set(['companies', 'company_records', 'company_versions', 'enterprise_models', 'enterprise_fields']);
const LARGE = new Set(['companies', 'company_records']);

describe('audit list and record reads at 10,000 companies', () => {
  const recorded = useRecordingApp();

  it('reads through an index', { timeout: AT_SIZE_TIMEOUT }, async () => {
    const { app, captured, client } = recorded();
    const { bigParkId: park } = await growEstate((await testDatabase()).db);
    // Every grown company gets a record of each step, as a park at size would hold.
    await runSql(sql`insert into company_records (company_id, park_id, module_key, data)
      select c.id, c.park_id, m.module_key, '{"companyName":"x"}'::jsonb from companies c
      cross join (values ('basic'), ('business'), ('ip')) m(module_key) where c.name like '规模测试企业%'`);
    await runSql(sql`update companies set change_pending = true where name like '规模测试企业%' and state = 1 and id % 50 = 0`);
    // The newest settled one too, at the top of the company list's settled page.
    await runSql(sql`update companies set change_pending = true where id = (select max(id) from companies where park_id = ${park} and name like '规模测试企业%' and state = 1)`);
    await runSql(sql`update company_records set pending = '{"companyName":"y"}'::jsonb where module_key = 'basic'
      and company_id in (select id from companies where name like '规模测试企业%' and change_pending)`);
    await runSql(sql`analyze`);
    const total = await runSql(sql`select count(*)::int as n from companies`);
    expect((total.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(SIZE.companies);

    const operator = await sessionFor('operator');
    const own = await company(SETTLED);
    captured.length = 0;
    const calls: ['GET' | 'POST', string, object?][] = [
      ['POST', 'v1/enterprise/check/list', { parkId: park }],
      ['POST', 'v1/enterprise/check/list', { parkId: park, pageNum: 20 }],
      ['POST', 'v1/enterprise/check/list', { parkId: park, name: '规模测试企业12' }],
      ['GET', `v1/enterprise/detail/${own.parkId}/${own.id}`],
      ['GET', `v1/enterprise/detail/${own.parkId}/${own.id}/basic`],
    ];
    for (const [method, url, payload] of calls) expect((await send(app, operator, method, url, payload)).json().code, url).toBe(1);
    // The company list reads a pending row's records and the park's profile fields in its page's statement.
    const listed = (await send(app, operator, 'POST', 'v1/enterprise/lists', { parkId: park, state: 'settled' })).json();
    expect(listed.code).toBe(1);
    expect((listed.data.list as { changePending: boolean; pending: object }[]).filter((c) => c.changePending).map((c) => c.pending)).toContainEqual({ name: 'y' });

    const planned: { query: string; scans: Scan[] }[] = [];
    const covered: { query: string; scans: Scan[] }[] = [];
    for (const statement of captured.filter((c) => /^\s*select/i.test(c.query))) {
      const chosen = (await scans(client, statement)).filter((s) => LARGE.has(s.relation));
      if (chosen.length) planned.push({ query: statement.query, scans: chosen });
      const possible = (await scans(client, statement, true)).filter((s) => TABLES.has(s.relation));
      if (possible.length) covered.push({ query: statement.query, scans: possible });
    }
    expect(planned.length).toBeGreaterThanOrEqual(5);
    expect(planned.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
    expect(covered.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
  });
});
