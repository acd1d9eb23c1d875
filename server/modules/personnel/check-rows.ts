import { EDUCATIONS, idNumberProblem, isMobile, normalIdNumber, type Education } from '@contract/personnel-rules';
import type { PersonnelValues } from './queries';
import { entryDateProblem } from './rules';
import type { SheetRow } from './sheet';

export interface RowError {
  row: number;
  message: string;
}

export type CheckedRow = Omit<PersonnelValues, 'companyId' | 'parkId'>;

// The contract's text fields refuse control characters; a cell with a tab or a line break is refused the same.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/;
const isEducation = (text: string): text is Education => (EDUCATIONS as readonly string[]).includes(text);

function textProblem(label: string, value: string, required: boolean): string | null {
  if (!value) return required ? `缺少${label}` : null;
  if (value.length > 30) return `${label}不能超过30个字符`;
  if (CONTROL.test(value)) return `${label}含有不允许的字符`;
  return null;
}

// A day typed as 2024/3/1 reads as 2024-03-01.
function dayOf(text: string): string {
  const parts = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  return parts ? `${parts[1]}-${parts[2]?.padStart(2, '0')}-${parts[3]?.padStart(2, '0')}` : text;
}

function fieldProblems(row: SheetRow, idNumber: string, entryDate: string): string[] {
  const problems = [textProblem('姓名', row.name, true), textProblem('部门', row.department, false), textProblem('职位', row.position, false)];
  problems.push(!row.phone ? '缺少手机号' : isMobile(row.phone) ? null : '手机号格式不正确');
  problems.push(!idNumber ? '缺少身份证号' : idNumberProblem(idNumber));
  problems.push(!row.entryDate ? '缺少入职日期' : entryDateProblem(entryDate));
  if (row.education && !isEducation(row.education)) problems.push(`学历只能是${EDUCATIONS.join('、')}之一`);
  return problems.filter((p): p is string => p !== null);
}

/** Every problem of every row (all or nothing), checked against the file itself and the company's staff. */
export function checkRows(rows: SheetRow[], taken: { phones: Set<string>; idNumbers: Set<string> }): { good: CheckedRow[]; errors: RowError[] } {
  const errors: RowError[] = [];
  const good: CheckedRow[] = [];
  const phonesSeen = new Map<string, number>();
  const idsSeen = new Map<string, number>();
  for (const row of rows) {
    const idNumber = normalIdNumber(row.idNumber);
    const entryDate = dayOf(row.entryDate);
    const problems = fieldProblems(row, idNumber, entryDate);
    const phoneTwin = phonesSeen.get(row.phone);
    if (row.phone && taken.phones.has(row.phone)) problems.push('手机号已存在');
    else if (phoneTwin !== undefined) problems.push(`手机号与第 ${phoneTwin} 行重复`);
    const idTwin = idsSeen.get(idNumber);
    if (idNumber && taken.idNumbers.has(idNumber)) problems.push('身份证号已存在');
    else if (idTwin !== undefined) problems.push(`身份证号与第 ${idTwin} 行重复`);
    if (row.phone && phoneTwin === undefined) phonesSeen.set(row.phone, row.row);
    if (idNumber && idTwin === undefined) idsSeen.set(idNumber, row.row);
    if (problems.length) {
      errors.push({ row: row.row, message: problems.join('；') });
      continue;
    }
    good.push({
      name: row.name,
      phone: row.phone,
      idNumber,
      entryDate,
      department: row.department || null,
      position: row.position || null,
      education: row.education || null,
    });
  }
  return { good, errors };
}
