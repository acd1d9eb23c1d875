import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LogAction, LogModule } from '@contract/oplog';
import { operationLogs, parks, userParks } from '../../db/schema';
import { escapeLike } from '../../lib/db';
import { countOf, paged, pageWindow, type PageRequest, withTotal, pageOf } from '../../lib/paging';

export interface LogFilter extends PageRequest {
  startTime?: string;
  endTime?: string;
  username?: string;
  module?: LogModule;
  action?: LogAction;
  // null: every park (platform admin)
  parkIds: number[] | null;
}

const listColumns = {
  id: operationLogs.id,
  userId: operationLogs.userId,
  username: operationLogs.username,
  userType: operationLogs.userType,
  parkId: operationLogs.parkId,
  module: operationLogs.module,
  action: operationLogs.action,
  target: operationLogs.target,
  result: operationLogs.result,
  ip: operationLogs.ip,
  createdAt: operationLogs.createdAt,
};

function where(filter: LogFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.parkIds) conditions.push(inArray(operationLogs.parkId, filter.parkIds));
  if (filter.startTime) conditions.push(gte(operationLogs.createdAt, new Date(filter.startTime)));
  if (filter.endTime) conditions.push(lte(operationLogs.createdAt, new Date(filter.endTime)));
  if (filter.username) conditions.push(ilike(operationLogs.username, `%${escapeLike(filter.username)}%`));
  if (filter.module) conditions.push(eq(operationLogs.module, filter.module));
  if (filter.action) conditions.push(eq(operationLogs.action, filter.action));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listLogs(db: Db, filter: LogFilter) {
  const condition = where(filter);
  return paged(pageWindow(filter), countOf(db, operationLogs, condition), (total) =>
    db.select({ ...listColumns, ...total }).from(operationLogs).where(condition)
      .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id)),
  );
}

// Every entry the filter matches, newest first, with what it changed, up to `limit` rows.
export async function logsForExport(db: Db, filter: Omit<LogFilter, 'pageNum' | 'pageSize'>, limit: number) {
  const condition = where(filter);
  const counted = db.select({ total: count() }).from(operationLogs).where(condition);
  const { list: rows, total } = await pageOf(
    db.select({ ...getTableColumns(operationLogs), ...withTotal(counted) }).from(operationLogs).where(condition).orderBy(desc(operationLogs.createdAt), desc(operationLogs.id)).limit(limit),
    counted,
    0,
  );
  return { rows, total };
}

export async function findLog(db: Db, id: number) {
  const [row] = await db.select().from(operationLogs).where(eq(operationLogs.id, id));
  return row ?? null;
}

export async function parkIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ parkId: userParks.parkId }).from(userParks).where(eq(userParks.userId, userId));
  return rows.map((r) => r.parkId);
}

export async function parkNames(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: parks.id, name: parks.name }).from(parks);
  return new Map(rows.map((r) => [r.id, r.name]));
}
