import type { Cell } from 'exceljs';
import { loadExcel } from './exceljs';
import { badRequest } from './errors';

export interface TemplateColumn<K extends string> {
  key: K;
  header: string;
}

export type TemplateRow<K extends string> = Record<K, string> & { row: number };

const pad = (n: number) => String(n).padStart(2, '0');

// A date typed into a date-formatted cell arrives as a Date at UTC midnight of that day.
function textOf(cell: Cell): string {
  const value = cell.value;
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  return (cell.text ?? '').toString().trim();
}

/**
 * Reads the first sheet of an import template filled in by hand: a sheet without the template's headers is refused
 * before any row is checked; blank rows are skipped; each row keeps its sheet row number for error messages.
 */
export async function readTemplateSheet<K extends string>(
  content: Buffer,
  columns: readonly TemplateColumn<K>[],
  maxRows: number,
): Promise<TemplateRow<K>[]> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest('文件不是有效的 Excel（.xlsx）文件');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('文件中没有工作表');
  const headers = columns.map((_, i) => textOf(sheet.getRow(1).getCell(i + 1)));
  if (columns.some((c, i) => c.header !== headers[i])) throw badRequest('表头与模板不一致，请下载最新模板填写');
  const rows: TemplateRow<K>[] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const values = columns.map((_, i) => textOf(sheet.getRow(r).getCell(i + 1)));
    if (values.every((v) => v === '')) continue;
    rows.push({ row: r, ...(Object.fromEntries(columns.map((c, i) => [c.key, values[i] ?? ''])) as Record<K, string>) });
    if (rows.length > maxRows) throw badRequest(`一次最多导入 ${maxRows} 行`);
  }
  if (rows.length === 0) throw badRequest('文件中没有要导入的数据');
  return rows;
}
