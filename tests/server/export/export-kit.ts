import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { runSql } from '../helpers/support';

/** Answers for the seeded companies of a park: basic.industry, business.qualifications (multi), business.employees. */
export async function giveRecords(park: number): Promise<void> {
  await runSql(sql`insert into company_records (company_id, park_id, module_key, data)
    select c.id, c.park_id, 'basic', jsonb_build_object('legalPerson', '法人' || c.id, 'industry', '人工智能')
    from companies c where c.park_id = ${park}
    on conflict (company_id, module_key) do update set data = excluded.data`);
  await runSql(sql`insert into company_records (company_id, park_id, module_key, data)
    select c.id, c.park_id, 'business', jsonb_build_object('employees', 10 + c.id, 'qualifications', jsonb_build_array('高新技术企业', '专精特新'))
    from companies c where c.park_id = ${park}
    on conflict (company_id, module_key) do update set data = excluded.data`);
}

/** `count` more companies in the park, all settled, with their business answers. */
export async function growCompanies(park: number, count: number): Promise<void> {
  await runSql(sql`insert into companies (park_id, name, credit_code, state, industry)
    select ${park}, '导出测试企业' || g, '91310000EXP' || lpad(g::text, 7, '0'), 1, '软件信息' from generate_series(1, ${count}) g`);
  await runSql(sql`insert into company_records (company_id, park_id, module_key, data)
    select id, park_id, 'business', jsonb_build_object('employees', 5, 'qualifications', jsonb_build_array('科技型中小企业'))
    from companies where name like '导出测试企业%'`);
}

/** The first sheet's rows as arrays of cell values (row 1 is the header). */
export async function sheetRows(content: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const out: unknown[][] = [];
  sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

export const BASE_HEADERS = ['企业名称', '统一社会信用代码', '联系人', '联系电话', '所属行业', '入驻状态', '提交时间', '入驻时间', '所在房间', '信息变更'];
