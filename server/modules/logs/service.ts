import type { Db } from '../../db/client';
import { requireHost, isPlatformAdmin } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { logWorkbook } from './export';
import { findLog, listLogs, logsForExport, parkIdsOf, parkNames, type LogFilter } from './queries';

// Operation logs are read-only through the API: the admin sees all, an operator the parks they belong to.
async function visibleParks(db: Db, ctx: RequestContext): Promise<number[] | null> {
  const user = requireHost(ctx.user, 'manage');
  return isPlatformAdmin(user) ? null : (user.grants?.memberParkIds ?? parkIdsOf(db, user.id));
}

export async function listOperationLogs(db: Db, ctx: RequestContext, filter: Omit<LogFilter, 'parkIds'>) {
  const parkIds = await visibleParks(db, ctx);
  return listLogs(db, { ...filter, parkIds });
}

export async function operationLogDetail(db: Db, ctx: RequestContext, id: number) {
  const parkIds = await visibleParks(db, ctx);
  const row = await findLog(db, id);
  if (!row || (parkIds && (row.parkId === null || !parkIds.includes(row.parkId)))) {
    throw notFound('日志不存在');
  }
  return row;
}

export const EXPORT_MAX_ROWS = 10_000;

// The filtered entries as an .xlsx sheet. Exporting the audit trail is itself recorded.
export async function exportOperationLogs(db: Db, ctx: RequestContext, filter: Omit<LogFilter, 'parkIds' | 'pageNum' | 'pageSize'>) {
  const parkIds = await visibleParks(db, ctx);
  const { rows, total } = await logsForExport(db, { ...filter, parkIds }, EXPORT_MAX_ROWS);
  if (total > EXPORT_MAX_ROWS) throw new AppError(`符合条件的日志有 ${total} 条，超过单次导出上限 ${EXPORT_MAX_ROWS} 条，请缩小筛选范围`);
  const file = await logWorkbook(rows, await parkNames(db));
  await writeLog(db, ctx, { module: 'operationLog', action: 'export', target: `${total} 条`, after: { ...filter } });
  return file;
}
