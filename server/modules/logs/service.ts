import type { Db } from '../../db/client';
import { requireHost, isPlatformAdmin } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { findLog, listLogs, parkIdsOf, type LogFilter } from './queries';

// Operation logs are read-only through the API: the admin sees all, an operator the parks they belong to.
async function visibleParks(db: Db, ctx: RequestContext): Promise<number[] | null> {
  const user = requireHost(ctx.user, 'manage');
  return isPlatformAdmin(user) ? null : parkIdsOf(db, user.id);
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
