import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { growEstate } from '../../../bench/estate-at-size';
import { runInBulk, runSql, sessionFor } from '../helpers/support';
import { testDatabase } from '../helpers/test-server';
import { json } from '../park/fixtures';
import { describeScans, useRecordingApp, scans, type Scan } from '../park/plans';
import { companyIdOf } from './fixtures';

const STAFF_PER_COMPANY = 20;
const EVENTS_PER_COMPANY = 5;
const MILESTONES_PER_COMPANY = 3;
const BIG_TABLES = new Set(['personnel', 'company_events', 'company_milestones', 'company_tenancies', 'companies']);

// The sizes: 10,000 companies, 200,000 staff; each company with its events, milestones and a room's history.
async function growHistory(): Promise<void> {
  const generated = sql`select id, park_id from companies where name like '规模测试企业%'`;
  await runInBulk(
    sql`insert into personnel (company_id, park_id, name, phone, entry_date, leave_date)
    select c.id, c.park_id, '规模员工' || g, '137' || lpad(g::text, 8, '0'), date '2021-01-01' + g * 30, case when g % 5 = 0 then date '2024-06-30' end
    from (${generated}) c cross join generate_series(1, ${STAFF_PER_COMPANY}) g`,
    sql`insert into company_events (company_id, park_id, kind, occurred_at)
    select c.id, c.park_id, (array['registered', 'submitted', 'passed', 'changeSubmitted', 'changePassed'])[g], timestamptz '2021-01-01' + g * interval '40 days'
    from (${generated}) c cross join generate_series(1, ${EVENTS_PER_COMPANY}) g`,
    sql`insert into company_milestones (company_id, park_id, kind, title, occurred_on, amount_fen)
    select c.id, c.park_id, (array['funding', 'patent', 'award'])[g], '规模里程碑' || g, date '2022-01-01' + g * 100, case when g = 1 then 100000000 end
    from (${generated}) c cross join generate_series(1, ${MILESTONES_PER_COMPANY}) g`,
    sql`insert into company_tenancies (company_id, park_id, room_id, area_sqm, moved_in_on)
      select r.company_id, r.park_id, r.id, r.area_sqm, date '2022-03-01' from rooms r where r.company_id is not null`,
    sql.raw(`analyze ${[...BIG_TABLES].join(', ')}`),
  );
}

describe('the life tree at 10,000 companies and 200,000 staff', () => {
  const recorded = useRecordingApp();

  it('reads a tree, a comparison and the picker through indexes', { timeout: 180_000 }, async () => {
    const { app, captured, client } = recorded();
    await growEstate((await testDatabase()).db);
    await growHistory();
    const size = (await runSql(sql`select (select count(*) from personnel)::int as staff, (select count(*) from companies)::int as companies`)).rows[0] as { staff: number; companies: number };
    expect(size.staff).toBeGreaterThanOrEqual(200_000);
    expect(size.companies).toBeGreaterThanOrEqual(10_000);

    const operator = await sessionFor('operator');
    const ids = await Promise.all(['规模测试企业4', '规模测试企业8', '规模测试企业12', '规模测试企业16'].map(companyIdOf));
    captured.length = 0;
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', `v1/enterprise/companyLifeTree/detail/${ids[0]}`],
      ['POST', 'v1/enterprise/companyLifeTree/comparison', { companyIds: ids }],
      ['GET', 'v1/enterprise/companyLifeTree/companies'],
      ['GET', `v1/enterprise/companyLifeTree/companies?keyword=${encodeURIComponent('规模测试企业19')}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await json(app, operator, method, url, payload);
      expect(res.code, `${url} ${res.msg}`).toBe(1);
    }
    const tree = await json(app, operator, 'GET', `v1/enterprise/companyLifeTree/detail/${ids[0]}`);
    expect(tree.data.timeline).toHaveLength(EVENTS_PER_COMPANY + MILESTONES_PER_COMPANY);

    const planned: { query: string; scans: Scan[] }[] = [];
    for (const statement of captured.filter((c) => /^\s*select/i.test(c.query))) {
      const chosen = (await scans(client, statement)).filter((s) => BIG_TABLES.has(s.relation));
      if (chosen.length) planned.push({ query: statement.query, scans: chosen });
    }
    expect(planned.length).toBeGreaterThanOrEqual(9);
    expect(planned.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
  });
});
