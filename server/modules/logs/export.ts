import { loadExcel } from '../../lib/exceljs';
import { userTypeLabel } from '@contract/host-kinds';
import { logActionLabel, logModuleLabel } from '@contract/oplog';
import type { operationLogs } from '../../db/schema';

type LogRow = typeof operationLogs.$inferSelect;

const RESULTS: Record<string, string> = { success: '成功', failure: '失败' };

const pad = (n: number) => String(n).padStart(2, '0');

// Shanghai time, the parks' time zone, so the sheet reads like the console.
function shanghai(date: Date): string {
  const t = new Date(date.getTime() + 8 * 60 * 60 * 1000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export async function logWorkbook(rows: LogRow[], parkNames: Map<number, string>): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('操作日志');
  sheet.columns = [
    { header: '操作时间', key: 'time', width: 20 },
    { header: '操作人', key: 'username', width: 16 },
    { header: '用户类型', key: 'userType', width: 12 },
    { header: '园区', key: 'park', width: 16 },
    { header: '模块', key: 'module', width: 12 },
    { header: '操作', key: 'action', width: 16 },
    { header: '操作对象', key: 'target', width: 24 },
    { header: '结果', key: 'result', width: 8 },
    { header: 'IP', key: 'ip', width: 16 },
    { header: '修改前', key: 'before', width: 40 },
    { header: '修改后', key: 'after', width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      time: shanghai(row.createdAt),
      username: row.username ?? '',
      userType: userTypeLabel(row.userType) ?? '',
      park: row.parkId === null ? '' : (parkNames.get(row.parkId) ?? String(row.parkId)),
      module: logModuleLabel(row.module),
      action: logActionLabel(row.action),
      target: row.target ?? '',
      result: RESULTS[row.result] ?? row.result,
      ip: row.ip ?? '',
      before: json(row.before),
      after: json(row.after),
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
