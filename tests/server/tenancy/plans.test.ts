import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { growEstate, SIZE } from '../../../bench/estate-at-size';
import { runSql, sessionFor } from '../helpers/support';
import { testDatabase } from '../helpers/test-server';
import { json } from '../park/fixtures';
import { AT_SIZE_TIMEOUT, describeScans, useRecordingApp, scans, type Scan } from '../park/plans';

const TABLES = new Set(['companies', 'rooms', 'floors', 'buildings', 'manager_allotments', 'company_versions', 'company_records', 'enterprise_models', 'enterprise_fields']);
// Large at this size: the planner's own choice must already be an index.
const LARGE_TABLES = new Set(['companies', 'rooms', 'floors']);

describe('the company list at 10,000 companies', () => {
  const recorded = useRecordingApp();

  it('reads every page, filter and detail through an index', { timeout: AT_SIZE_TIMEOUT }, async () => {
    const { app, captured, client } = recorded();
    const { bigParkId: park } = await growEstate((await testDatabase()).db);
    // The demo operator manages 300 of the big park's companies; industries spread over five.
    await runSql(sql`insert into manager_allotments (park_id, manager_id, kind, target_id)
      select ${park}, (select id from users where username = 'operator'), 'company', id from companies
      where park_id = ${park} and name like '规模测试企业%' and id % 7 = 0 limit 300`);
    await runSql(sql`update companies set industry = (array['集成电路','生物医药','人工智能','软件信息','其他'])[1 + id % 5] where industry is null`);
    // VACUUM as well: what earlier tests of this worker left (dead rows of their resets) must not move the plans.
    await runSql(sql`vacuum analyze`);
    const size = (await runSql(sql`select count(*)::int as n from companies`)).rows[0] as { n: number };
    expect(size.n).toBeGreaterThanOrEqual(SIZE.companies);

    const operator = await sessionFor('operator');
    const admin = await sessionFor('admin', park);
    const building = ((await runSql(sql`select id from buildings where park_id = ${park} and number = 'G3'`)).rows[0] as { id: number }).id;
    const manager = ((await runSql(sql`select id from users where username = 'operator'`)).rows[0] as { id: number }).id;
    const company = ((await runSql(sql`select id from companies where park_id = ${park} order by id desc limit 1`)).rows[0] as { id: number }).id;
    const allotted = ((await runSql(sql`select count(*)::int as n from manager_allotments where manager_id = ${manager} and park_id = ${park}`)).rows[0] as { n: number }).n;
    captured.length = 0;

    const calls: [typeof admin, 'GET' | 'POST', string, object?][] = [
      [operator, 'POST', 'v1/enterprise/lists', {}],
      // The customer-service manager's pages: theirs first, the page where theirs end and the others begin, then
      // only the others.
      [operator, 'POST', 'v1/enterprise/lists', { pageNum: Math.ceil(allotted / 10), pageSize: 10 }],
      [operator, 'POST', 'v1/enterprise/lists', { pageNum: 31, pageSize: 10 }],
      [operator, 'POST', 'v1/enterprise/lists', { pageNum: 150 }],
      [operator, 'POST', 'v1/enterprise/lists', { mine: true, pageNum: 3 }],
      [operator, 'POST', 'v1/enterprise/lists', { state: 'settled' }],
      [operator, 'POST', 'v1/enterprise/lists', { state: 'notApplied' }],
      [operator, 'POST', 'v1/enterprise/lists', { name: '企业12' }],
      [operator, 'POST', 'v1/enterprise/lists', { industry: '生物' }],
      [operator, 'POST', 'v1/enterprise/lists', { creditCode: '91310115MA1000X0Q0' }],
      [operator, 'POST', 'v1/enterprise/lists', { buildingId: building }],
      [operator, 'POST', 'v1/enterprise/lists', { managerId: manager, state: 'submitted' }],
      [admin, 'POST', 'v1/enterprise/lists', { parkId: park, pageNum: 20 }],
      [admin, 'POST', 'v1/enterprise/lists', { parkId: park, buildingId: building, state: 'settled', name: '企业' }],
      [operator, 'GET', `v1/enterprise/moveIn/${company}`],
      [operator, 'GET', `v1/enterprise/versions/${company}`],
      [operator, 'GET', `v1/enterprise/version/${company}/0`],
    ];
    const listStatements: string[] = [];
    for (const [tokens, method, url, payload] of calls) {
      const before = captured.length;
      const body = await json(app, tokens, method, url, payload);
      expect(body.code, `${url} ${JSON.stringify(payload)}`).toBe(1);
      // Beside the session, a list page is one statement: rows, details and total (issue 22 point 3). The sweep for
      // stale export and import tasks runs on its own timer and may land in between.
      const own = captured.slice(before).filter((c) => !c.query.includes('from "auth_sessions"') && !/\b(export|import)_tasks\b/.test(c.query));
      if (url === 'v1/enterprise/lists' && own.length !== 1) listStatements.push(`${JSON.stringify(payload)}: ${own.length} statements`);
    }
    expect(listStatements).toEqual([]);

    const planned: { query: string; scans: Scan[] }[] = [];
    const covered: { query: string; scans: Scan[] }[] = [];
    for (const statement of captured.filter((c) => /^\s*select/i.test(c.query))) {
      const chosen = (await scans(client, statement)).filter((s) => LARGE_TABLES.has(s.relation));
      if (chosen.length) planned.push({ query: statement.query, scans: chosen });
      const possible = (await scans(client, statement, true)).filter((s) => TABLES.has(s.relation));
      if (possible.length) covered.push({ query: statement.query, scans: possible });
    }
    expect(planned.length).toBeGreaterThan(20);
    // Pages, counts and details are the planner's own index choice at this size.
    expect(planned.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
    expect(covered.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
  });
});
