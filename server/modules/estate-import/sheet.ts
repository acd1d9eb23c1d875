import { loadExcel } from '../../lib/exceljs';
import { readTemplateSheet } from '../../lib/xlsx-template';

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
export { IMPORT_TEMPLATE_NAME as TEMPLATE_NAME } from '@contract/files';

export async function templateWorkbook(): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('房间');
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(COLUMNS.map((c) => [c.key, c.example])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// Reads the first sheet against this template's headers (server/lib/xlsx-template.ts).
export const readSheet = (content: Buffer): Promise<SheetRow[]> => readTemplateSheet(content, COLUMNS, MAX_IMPORT_ROWS);
