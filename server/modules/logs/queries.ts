import { and, count, desc, eq, gte, ilike, lte, type SQL, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LogAction, LogModule } from '@contract/oplog';
import { operationLogs, parks, userParks } from '../../db/schema';
import { escapeLike, type Conn } from '../../lib/db';
import { countOf, countWhenRead, pageWindow, type PageRequest, withTotal, pageOf } from '../../lib/paging';
import { compiledPerShape, oneOfIds, placeholdersOf, shapeOfValues, type Bound } from '../../lib/statement-shapes';

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

/** What a log list compares, worked out from its filter: only the filters it has. */
type LogFilterValues = {
  parkIds?: number[];
  startTime?: Date;
  endTime?: Date;
  username?: string;
  module?: LogModule;
  action?: LogAction;
};

function logFilterValues(filter: Omit<LogFilter, 'pageNum' | 'pageSize'>): LogFilterValues {
  const values: LogFilterValues = {};
  if (filter.parkIds) values.parkIds = filter.parkIds;
  if (filter.startTime) values.startTime = new Date(filter.startTime);
  if (filter.endTime) values.endTime = new Date(filter.endTime);
  if (filter.username) values.username = `%${escapeLike(filter.username)}%`;
  if (filter.module) values.module = filter.module;
  if (filter.action) values.action = filter.action;
  return values;
}

// `filter` holds the values themselves, or placeholders for them in a statement compiled once (compiledPerShape).
function where(filter: Bound<LogFilterValues>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.parkIds !== undefined) conditions.push(oneOfIds(operationLogs.parkId, filter.parkIds));
  if (filter.startTime !== undefined) conditions.push(gte(operationLogs.createdAt, filter.startTime));
  if (filter.endTime !== undefined) conditions.push(lte(operationLogs.createdAt, filter.endTime));
  if (filter.username !== undefined) conditions.push(ilike(operationLogs.username, filter.username));
  if (filter.module !== undefined) conditions.push(eq(operationLogs.module, filter.module));
  if (filter.action !== undefined) conditions.push(eq(operationLogs.action, filter.action));
  return conditions.length ? and(...conditions) : undefined;
}

type PageValues = LogFilterValues & { limit: number; offset: number };

// A page of entries, newest first, with its total, in one statement.
const logPages = compiledPerShape(shapeOfValues, (db: Conn, values: PageValues) => {
  const bound = placeholdersOf(values);
  const condition = where(bound);
  return db
    .select({ ...listColumns, ...withTotal(countOf(db, operationLogs, condition)) })
    .from(operationLogs)
    .where(condition)
    .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
    .limit(bound.limit)
    .offset(bound.offset);
});

export async function listLogs(db: Db, filter: LogFilter) {
  const filterValues = logFilterValues(filter);
  const values: PageValues = { ...filterValues, ...pageWindow(filter) };
  const counted = countWhenRead(() => countOf(db, operationLogs, where(filterValues)));
  return pageOf(logPages(db, values).execute(values), counted, values.offset);
}

// Every entry the filter matches, newest first, with what it changed, up to `limit` rows.
export async function logsForExport(db: Db, filter: Omit<LogFilter, 'pageNum' | 'pageSize'>, limit: number) {
  const condition = where(logFilterValues(filter));
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
