import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { idCheckChar } from '@contract/personnel-rules';
import { runSql, sessionFor } from '../helpers/support';
import type { Tokens } from '../helpers/auth';

export const XINGYUN = '星云智能科技有限公司';
export const YUNFAN = '云帆软件技术有限公司';

/** A valid resident ID number born 1990-03-07 with sequence `seq` (0–999). */
export function validId(seq: number, area = '110101'): string {
  const first17 = `${area}19900307${String(seq).padStart(3, '0')}`;
  return `${first17}${idCheckChar(first17)}`;
}

/** The same number with a wrong check character. */
export function badCheckId(seq: number): string {
  const good = validId(seq);
  const wrong = good.endsWith('1') ? '2' : '1';
  return `${good.slice(0, 17)}${wrong}`;
}

export async function companyIdOf(name: string): Promise<number> {
  return Number(((await runSql(sql`select id from companies where name = ${name}`)).rows[0] as { id: number }).id);
}

export async function staffCount(companyId: number): Promise<number> {
  return Number(((await runSql(sql`select count(*)::int as n from personnel where company_id = ${companyId}`)).rows[0] as { n: number }).n);
}

export async function staffIdOf(companyId: number): Promise<number> {
  return Number(((await runSql(sql`select id from personnel where company_id = ${companyId} order by id limit 1`)).rows[0] as { id: number }).id);
}

/** A front account of another settled company (云帆, in another park), signed in. */
export async function otherCompanyAccount(username = 'yunfan'): Promise<Tokens> {
  await runSql(sql`
    insert into users (username, user_type, nickname, phone, email, company_id, password_hash)
    select ${username}, 9, '云帆软件', '13800139' || lpad((select count(*) from users)::text, 3, '0'), ${`${username}@park.example`},
      (select id from companies where name = ${YUNFAN}), password_hash
    from users where username = 'company'`);
  return sessionFor(username);
}

export async function personnelLogCount(): Promise<number> {
  return Number(((await runSql(sql`select count(*)::int as n from operation_logs where module = 'personnel'`)).rows[0] as { n: number }).n);
}

export const STAFF_HEADERS = ['姓名', '手机号', '身份证号', '入职日期', '部门', '职位', '学历'];

export type StaffLine = string[];

/** A filled staff template, as a company would save it from Excel. */
export async function staffWorkbook(lines: StaffLine[], headers = STAFF_HEADERS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('员工');
  sheet.addRow(headers);
  for (const line of lines) sheet.addRow(line);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `count` valid lines with phones 1370000xxxx and IDs of sequence from `from`. */
export function staffLines(count: number, from = 500): StaffLine[] {
  return Array.from({ length: count }, (_, i) => [
    `导入员工${i + 1}`, `1370000${String(from + i).padStart(4, '0')}`, validId(from + i, '320102'), '2025-06-01', '研发部', '工程师', '本科',
  ]);
}
