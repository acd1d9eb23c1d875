import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runInBulk, runSql, sessionFor } from '../helpers/support';
import { json, parkId, send, ZHANGJIANG, ZHONGGUANCUN } from '../park/fixtures';
import { AT_SIZE_TIMEOUT, describeScans, useRecordingApp, scans, type Scan } from '../park/plans';

const COMPANIES = 10_000;
const HOT_TABLES = new Set(['companies', 'company_records', 'rooms', 'export_tasks']);
// The tables at size here; the demo rooms and the few tasks are small enough that reading them whole is the cheaper
// plan, so for those only an index's existence is checked.
const AT_SIZE = new Set(['companies', 'company_records']);

// Ten thousand companies in the operator's park and as many in another, each with answers to two models.
async function growCompanies(park: number, other: number): Promise<void> {
  await runInBulk(sql`insert into companies (park_id, name, state, industry)
    select case when g % 2 = 0 then ${park}::int else ${other}::int end, '规模导出企业' || g, g % 4, '软件信息' from generate_series(1, ${COMPANIES * 2}) g`);
  await runInBulk(sql`insert into company_records (company_id, park_id, module_key, data)
    select c.id, c.park_id, m.key, jsonb_build_object('legalPerson', '法人', 'employees', 10)
    from companies c cross join (values ('basic'), ('business')) as m(key) where c.name like '规模导出企业%'`);
  await runSql(sql`analyze`);
}

describe(`the company export at ${COMPANIES.toLocaleString('en')} companies a park`, () => {
  const recorded = useRecordingApp();

  it('reads each batch of companies, their answers and rooms through an index', { timeout: AT_SIZE_TIMEOUT }, async () => {
    const { app, captured, client } = recorded();
    const park = await parkId(ZHANGJIANG);
    await growCompanies(park, await parkId(ZHONGGUANCUN));
    const building = Number((await runSql(sql`select id from buildings where park_id = ${park} order by id limit 1`)).rows[0]?.id);
    const operator = await sessionFor('operator');
    const fields = [{ moduleKey: 'basic', fieldKey: 'legalPerson' }, { moduleKey: 'business', fieldKey: 'employees' }];
    captured.length = 0;
    for (const filter of [{ state: 'settled' }, { buildingId: building }]) {
      const res = await send(app, operator, 'POST', 'v1/enterprise/data/export/xlsx', { parkId: park, ...filter, fields });
      expect(res.statusCode).toBe(200);
    }
    const task = await json(app, operator, 'POST', 'v1/enterprise/data/export/task', { parkId: park, fields });
    for (let i = 0; i < 400; i += 1) {
      const state = String((await json(app, operator, 'GET', `v1/enterprise/data/export/task/${String(task.data.id)}`)).data.state);
      if (state === 'success') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await json(app, operator, 'POST', 'v1/enterprise/data/export/task/list', { parkId: park });

    const reads = captured.filter((c) => /^\s*select/i.test(c.query) && [...HOT_TABLES].some((t) => c.query.includes(`"${t}"`)));
    const batches = reads.filter((c) => /\blimit\b/i.test(c.query) || c.query.includes('"company_records"'));
    expect(batches.length).toBeGreaterThanOrEqual(COMPANIES / 500);
    const chosen: { query: string; scans: Scan[] }[] = [];
    for (const statement of batches) chosen.push({ query: statement.query, scans: (await scans(client, statement)).filter((s) => AT_SIZE.has(s.relation)) });
    const possible: { query: string; scans: Scan[] }[] = [];
    for (const statement of reads) possible.push({ query: statement.query, scans: (await scans(client, statement, true)).filter((s) => HOT_TABLES.has(s.relation)) });
    expect(chosen.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
    expect(possible.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
  });
});
