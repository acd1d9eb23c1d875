import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { growEstate } from '../../../bench/estate-at-size';
import { runInBulk, runSql, sessionFor } from '../helpers/support';
import { testDatabase } from '../helpers/test-server';
import { json, rows } from '../park/fixtures';
import { describeScans, useRecordingApp, scans, type Scan } from '../park/plans';
import { companyIdOf, XINGYUN } from './fixtures';

const STAFF_PER_COMPANY = 20;
const BIG_COMPANY_STAFF = 2000;

// 10,000 generated companies × 20 staff = 200,000, plus a large demo company.
async function growStaff(xingyun: number): Promise<void> {
  await runInBulk(
    sql`insert into personnel (company_id, park_id, name, phone, id_number, department, position, entry_date, education)
    select c.id, c.park_id, '规模员工' || g, '137' || lpad(g::text, 8, '0'), '11010119900101' || lpad(g::text, 4, '0'),
      (array['研发部', '产品部', '市场部', '销售部'])[1 + g % 4], '工程师', date '2023-01-01' + g, '本科'
    from companies c cross join generate_series(1, ${STAFF_PER_COMPANY}) g where c.name like '规模测试企业%'`,
    sql`insert into personnel (company_id, park_id, name, phone, id_number, department, position, entry_date, education)
    select c.id, c.park_id, '大企业员工' || g, '136' || lpad(g::text, 8, '0'), '11010119900101' || lpad(g::text, 4, '0'),
      (array['研发部', '产品部', '市场部', '销售部'])[1 + g % 4], '工程师', date '2023-01-01' + g % 700, '本科'
    from companies c cross join generate_series(1, ${BIG_COMPANY_STAFF}) g where c.id = ${xingyun}`,
    sql`analyze personnel`,
  );
}

describe('staff lists at 200,000 staff across 10,000 companies', () => {
  const recorded = useRecordingApp();

  it('reads every staff list and check through an index', { timeout: 180_000 }, async () => {
    const { app, captured, client } = recorded();
    await growEstate((await testDatabase()).db);
    const xingyun = await companyIdOf(XINGYUN);
    await growStaff(xingyun);
    const size = (await runSql(sql`select count(*)::int as staff, count(distinct company_id)::int as companies from personnel`)).rows[0] as { staff: number; companies: number };
    expect(size.staff).toBeGreaterThanOrEqual(200_000);
    expect(size.companies).toBeGreaterThanOrEqual(10_000);

    const company = await sessionFor('company');
    const operator = await sessionFor('operator');
    const first = rows((await json(app, company, 'POST', 'v1/enterprise/personnel/lists', {})).data.list)[0] as { id: number };
    captured.length = 0;

    const calls: [typeof company, 'GET' | 'POST', string, object?][] = [
      [company, 'POST', 'v1/enterprise/personnel/lists', {}],
      [company, 'POST', 'v1/enterprise/personnel/lists', { pageNum: 50, pageSize: 20 }],
      [company, 'POST', 'v1/enterprise/personnel/lists', { name: '大企业员工19' }],
      [company, 'POST', 'v1/enterprise/personnel/lists', { phone: '1360000' }],
      [company, 'POST', 'v1/enterprise/personnel/lists', { department: '研发部', position: '工程师' }],
      [company, 'GET', `v1/enterprise/personnel/info/${first.id}`],
      [company, 'POST', 'v1/enterprise/personnel/addOrUodate', { id: first.id, name: '改名', phone: '13599999999', entryDate: '2024-01-01' }],
      [company, 'POST', 'v1/enterprise/personnel/delete', { id: first.id }],
      [operator, 'POST', 'v1/enterprise/personnel/list/web', { companyId: xingyun }],
      [operator, 'POST', 'v1/enterprise/personnel/list/web', { companyId: xingyun, name: '大企业', pageNum: 30 }],
    ];
    for (const [tokens, method, url, payload] of calls) {
      const res = await json(app, tokens, method, url, payload);
      expect(res.code, `${url} ${res.msg}`).toBe(1);
    }

    const planned: { query: string; scans: Scan[] }[] = [];
    for (const statement of captured.filter((c) => /^\s*(select|update|delete)/i.test(c.query) && /"personnel"/.test(c.query))) {
      const chosen = (await scans(client, statement)).filter((s) => s.relation === 'personnel' || s.relation === 'companies');
      if (chosen.length) planned.push({ query: statement.query, scans: chosen });
    }
    expect(planned.length).toBeGreaterThanOrEqual(10);
    expect(planned.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
  });
});
