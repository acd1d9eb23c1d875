import { and, desc, eq, getTableColumns, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { operationLogs, parks } from '../../../server/db/schema';
import { escapeLike } from '../../../server/lib/db';
import { countOf, paged, pageWindow } from '../../../server/lib/paging';
import { listLogs, type LogFilter } from '../../../server/modules/logs/queries';
import { listParks } from '../../../server/modules/park/queries';
import type { ParkListQuery } from '../../../server/modules/park/schemas';

// The park and log lists compiled once per shape (server/lib/statement-shapes.ts) against the statements they replace,
// built by drizzle at each call with the caller's parks as an IN list: on each engine (the embedded one and PostgreSQL
// through node-postgres, which pass the parks as one int[] value each their own way) both read the same rows and
// totals.

function directParks(db: Db, query: ParkListQuery, parkIds: number[] | null) {
  const conditions: SQL[] = [];
  if (parkIds) conditions.push(inArray(parks.id, parkIds.length ? parkIds : [0]));
  if (query.name?.trim()) conditions.push(ilike(parks.name, `%${escapeLike(query.name.trim())}%`));
  if (query.provinceCode) conditions.push(eq(parks.provinceCode, query.provinceCode));
  if (query.cityCode) conditions.push(eq(parks.cityCode, query.cityCode));
  if (query.areaCode) conditions.push(eq(parks.areaCode, query.areaCode));
  if (query.enabled !== undefined) conditions.push(eq(parks.enabled, query.enabled));
  const condition = conditions.length ? and(...conditions) : undefined;
  return paged(pageWindow(query), countOf(db, parks, condition), (total) =>
    db.select({ ...getTableColumns(parks), ...total }).from(parks).where(condition).orderBy(desc(parks.id)));
}

function directLogs(db: Db, filter: LogFilter) {
  const conditions: SQL[] = [];
  if (filter.parkIds) conditions.push(inArray(operationLogs.parkId, filter.parkIds));
  if (filter.startTime) conditions.push(gte(operationLogs.createdAt, new Date(filter.startTime)));
  if (filter.endTime) conditions.push(lte(operationLogs.createdAt, new Date(filter.endTime)));
  if (filter.username) conditions.push(ilike(operationLogs.username, `%${escapeLike(filter.username)}%`));
  if (filter.module) conditions.push(eq(operationLogs.module, filter.module));
  if (filter.action) conditions.push(eq(operationLogs.action, filter.action));
  const condition = conditions.length ? and(...conditions) : undefined;
  const { id, userId, username, userType, parkId, module, action, target, result, ip, createdAt } = getTableColumns(operationLogs);
  return paged(pageWindow(filter), countOf(db, operationLogs, condition), (total) =>
    db.select({ id, userId, username, userType, parkId, module, action, target, result, ip, createdAt, ...total }).from(operationLogs).where(condition)
      .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id)));
}

// The statements the database client is handed, as text (PGlite takes the text, node-postgres a config holding it).
function recordTexts(db: Db) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const texts: string[] = [];
  client.query = function recorded(this: unknown, ...args: unknown[]) {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text));
    return original.apply(this, args);
  };
  return { texts, restore: () => (client.query = original) };
}

export interface ListComparison {
  /** Each call whose compiled list differs from the direct one, with both. */
  differences: string[];
  /** How many calls found rows: the comparison is not only of empty pages. */
  withRows: number;
  calls: number;
  /** The distinct texts of the compiled park list and log list for callers of none, one and several parks. */
  parkTexts: string[];
  logTexts: string[];
}

export async function compareCompiledLists(db: Db): Promise<ListComparison> {
  const all = (await db.select({ id: parks.id, name: parks.name, provinceCode: parks.provinceCode, cityCode: parks.cityCode, areaCode: parks.areaCode }).from(parks).orderBy(parks.id));
  const [first, second, third] = all;
  if (!first || !second || !third) throw new Error('the seed has fewer than three parks');
  const [logged] = await db.select({ username: operationLogs.username, createdAt: operationLogs.createdAt }).from(operationLogs).orderBy(operationLogs.id).limit(1);
  if (!logged?.username) throw new Error('the seed has no operation log');

  // A caller of no park, one, several, several with one that does not exist, and the platform admin (null).
  const parkSets: (number[] | null)[] = [[], [first.id], [first.id, second.id, third.id], [third.id, first.id, 999_999], null];
  const parkQueries: ParkListQuery[] = [
    {},
    { name: first.name.slice(1, 3) },
    { name: ' no such park ' },
    { enabled: true },
    { enabled: false },
    { provinceCode: first.provinceCode ?? '00' },
    { provinceCode: first.provinceCode ?? '00', cityCode: first.cityCode ?? '0000', areaCode: first.areaCode ?? '000000' },
    { pageNum: 2, pageSize: 1 },
    { pageNum: 50, pageSize: 10 },
    { name: '%_', enabled: true, pageSize: 2 },
  ];
  const from = new Date(logged.createdAt.getTime() - 60_000).toISOString();
  const logFilters: Omit<LogFilter, 'parkIds'>[] = [
    {},
    { module: 'park' },
    { action: 'audit', module: 'enterprise' },
    { username: logged.username.slice(1, 4) },
    { startTime: from },
    { startTime: from, endTime: new Date().toISOString(), pageSize: 3 },
    { pageNum: 2, pageSize: 2 },
    { pageNum: 500, pageSize: 10 },
  ];

  const differences: string[] = [];
  let withRows = 0;
  let calls = 0;
  const compare = (what: string, compiled: unknown, direct: { list: unknown[] }) => {
    calls += 1;
    if (direct.list.length > 0) withRows += 1;
    if (JSON.stringify(compiled) !== JSON.stringify(direct)) differences.push(`${what}\n  compiled ${JSON.stringify(compiled)}\n  direct   ${JSON.stringify(direct)}`);
  };
  // Each shape runs more than twice: the engines name a statement at its second run (server/db/statement-names.ts),
  // so its named runs are compared too.
  for (const parkIds of parkSets) {
    for (const query of parkQueries) compare(`parks ${JSON.stringify(parkIds)} ${JSON.stringify(query)}`, await listParks(db, query, parkIds), await directParks(db, query, parkIds));
    for (const filter of logFilters) {
      const withParks = { ...filter, parkIds };
      compare(`logs ${JSON.stringify(withParks)}`, await listLogs(db, withParks), await directLogs(db, withParks));
    }
  }

  const parkTexts = new Set<string>();
  const logTexts = new Set<string>();
  const recording = recordTexts(db);
  try {
    for (const parkIds of parkSets.filter((set) => set !== null)) {
      recording.texts.length = 0;
      await listParks(db, {}, parkIds);
      for (const text of recording.texts) parkTexts.add(text);
      recording.texts.length = 0;
      await listLogs(db, { parkIds });
      for (const text of recording.texts) logTexts.add(text);
    }
  } finally {
    recording.restore();
  }
  return { differences, withRows, calls, parkTexts: [...parkTexts], logTexts: [...logTexts] };
}
