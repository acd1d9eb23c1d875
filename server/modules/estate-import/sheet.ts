import ExcelJS from 'exceljs';
import { badRequest } from '../../lib/errors';

// The columns of the room import template, in order.
export const COLUMNS = [
  { key: 'buildingNumber', header: '楼栋编号', example: '1', width: 12 },
  { key: 'buildingName', header: '楼栋名称', example: 'A座', width: 16 },
  { key: 'floorNumber', header: '楼层编号', example: '1', width: 12 },
  { key: 'floorName', header: '楼层名称', example: '1层', width: 16 },
  { key: 'roomNumber', header: '房间编号', example: '101', width: 12 },
  { key: 'roomName', header: '房间名称', example: '101室', width: 16 },
  { key: 'areaSqm', header: '面积（㎡）', example: '120.5', width: 14 },
] as const;

export type ColumnKey = (typeof COLUMNS)[number]['key'];
export type SheetRow = Record<ColumnKey, string> & { row: number };

export const MAX_IMPORT_ROWS = 20000;
export const TEMPLATE_NAME = '房间导入模板.xlsx';

export async function templateWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('房间');
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(COLUMNS.map((c) => [c.key, c.example])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const textOf = (cell: ExcelJS.Cell): string => (cell.text ?? '').toString().trim();

// Reads the first sheet; a sheet without the template's headers is refused before any task starts.
export async function readSheet(content: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest('文件不是有效的 Excel（.xlsx）文件');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('文件中没有工作表');
  const headers = COLUMNS.map((_, i) => textOf(sheet.getRow(1).getCell(i + 1)));
  if (COLUMNS.some((c, i) => c.header !== headers[i])) throw badRequest('表头与模板不一致，请下载最新模板填写');
  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const values = COLUMNS.map((_, i) => textOf(sheet.getRow(r).getCell(i + 1)));
    if (values.every((v) => v === '')) continue;
    rows.push({ row: r, ...(Object.fromEntries(COLUMNS.map((c, i) => [c.key, values[i] ?? ''])) as Record<ColumnKey, string>) });
    if (rows.length > MAX_IMPORT_ROWS) throw badRequest(`一次最多导入 ${MAX_IMPORT_ROWS} 行`);
  }
  if (rows.length === 0) throw badRequest('文件中没有要导入的数据');
  return rows;
}
