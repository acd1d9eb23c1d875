import { loadExcel } from '../../lib/exceljs';
import { readTemplateSheet } from '../../lib/xlsx-template';
import { EDUCATIONS, MAX_PERSONNEL_IMPORT_ROWS, idCheckChar } from '@contract/personnel-rules';

const EXAMPLE_ID = `11010119900307451${idCheckChar('11010119900307451')}`;

// The columns of the staff import template, in order. Text columns keep long digits and dates as typed.
export const COLUMNS = [
  { key: 'name', header: '姓名', example: '张三', width: 12, text: false },
  { key: 'phone', header: '手机号', example: '13800138000', width: 16, text: true },
  { key: 'idNumber', header: '身份证号', example: EXAMPLE_ID, width: 24, text: true },
  { key: 'entryDate', header: '入职日期', example: '2024-03-01', width: 14, text: true },
  { key: 'department', header: '部门', example: '研发部', width: 14, text: false },
  { key: 'position', header: '职位', example: '软件工程师', width: 14, text: false },
  { key: 'education', header: '学历', example: '本科', width: 12, text: false },
] as const;

export type ColumnKey = (typeof COLUMNS)[number]['key'];
export type SheetRow = Record<ColumnKey, string> & { row: number };

export const TEMPLATE_NAME = '员工导入模板.xlsx';
const EDUCATION_CHOICES = `"${EDUCATIONS.join(',')}"`;
const CHOOSER_ROWS = 500;

export async function templateWorkbook(): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('员工');
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width, ...(c.text ? { style: { numFmt: '@' } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(COLUMNS.map((c) => [c.key, c.example])));
  const education = COLUMNS.findIndex((c) => c.key === 'education') + 1;
  for (let r = 2; r <= CHOOSER_ROWS + 1; r += 1) {
    sheet.getRow(r).getCell(education).dataValidation = { type: 'list', allowBlank: true, formulae: [EDUCATION_CHOICES] };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// Reads the first sheet against this template's headers (server/lib/xlsx-template.ts).
export const readSheet = (content: Buffer): Promise<SheetRow[]> => readTemplateSheet(content, COLUMNS, MAX_PERSONNEL_IMPORT_ROWS);
