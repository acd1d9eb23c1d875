import { DASHBOARD_PANELS, PARK_COLUMN_TITLE, type DashboardColumnKind, type DashboardPanelKey } from '@contract/dashboard';
import { loadExcel } from '../../lib/exceljs';

type Cell = string | number;
type SheetRow = Record<string, unknown>;

// Money is kept in fen and written as yuan with two decimals; a share reads as a percent.
const NUMBER_FORMATS: Record<DashboardColumnKind, string | undefined> = { text: undefined, count: '0', area: '0.00', fen: '#,##0.00', percent: '0.0"%"' };
const cellOf = (kind: DashboardColumnKind, value: unknown): Cell =>
  kind === 'text' ? String(value ?? '') : kind === 'fen' ? Number(value ?? 0) / 100 : Number(value ?? 0);

/** One panel's table as an .xlsx: the park, then the panel's columns (contract/dashboard.ts), the rows then the sums. */
export async function panelWorkbook(panel: DashboardPanelKey, rows: readonly SheetRow[]): Promise<Buffer> {
  const { label, columns } = DASHBOARD_PANELS[panel];
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(label.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
  sheet.columns = [
    { header: PARK_COLUMN_TITLE, key: 'park', width: 20 },
    ...columns.map((column) => ({ header: column.title, key: column.key, width: column.kind === 'text' ? 24 : 16, style: { numFmt: NUMBER_FORMATS[column.kind] } })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({ park: String(row.park ?? ''), ...Object.fromEntries(columns.map((column) => [column.key, cellOf(column.kind, row[column.key])])) });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
