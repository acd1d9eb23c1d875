import type ExcelJS from 'exceljs';

// exceljs is loaded at the first spreadsheet a call reads or writes, not at start-up: importing it cost about
// 0.5 s of CPU and 30 MB of resident memory in every server, most of which never export.
export async function loadExcel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
