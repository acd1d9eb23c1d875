import { and, asc, count, desc, eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildings, companies, companyRecords, exportTasks, floors, rooms } from '../../db/schema';
import type { Conn } from '../../lib/db';
import { countOf, paged, pageWindow, type PageRequest } from '../../lib/paging';
import { takeStale } from '../../lib/task-lease';

// `where` is the company list's filter (the tenancy module builds it), always within one park.
export async function countCompanies(db: Db, where: SQL[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies).where(and(...where));
  return row?.n ?? 0;
}

export type CompanyBase = Pick<typeof companies.$inferSelect, 'id' | 'name' | 'creditCode' | 'contact' | 'phone' | 'industry' | 'state' | 'changePending' | 'submittedAt' | 'settledAt'>;

/** One batch of the filtered companies after `afterId`, by id (companies_park_idx keeps each batch a range read). */
export function companyBatch(db: Db, where: SQL[], afterId: number, size: number): Promise<CompanyBase[]> {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      creditCode: companies.creditCode,
      contact: companies.contact,
      phone: companies.phone,
      industry: companies.industry,
      state: companies.state,
      changePending: companies.changePending,
      submittedAt: companies.submittedAt,
      settledAt: companies.settledAt,
    })
    .from(companies)
    .where(and(...where, gt(companies.id, afterId)))
    .orderBy(asc(companies.id))
    .limit(size);
}

/** The accepted answers of the batch's companies to the chosen models. */
export function recordsOf(db: Db, companyIds: number[], moduleKeys: string[]) {
  if (companyIds.length === 0 || moduleKeys.length === 0) return Promise.resolve([]);
  return db
    .select({ companyId: companyRecords.companyId, moduleKey: companyRecords.moduleKey, data: companyRecords.data })
    .from(companyRecords)
    .where(and(inArray(companyRecords.companyId, companyIds), inArray(companyRecords.moduleKey, moduleKeys)));
}

/** The rooms the batch's companies hold now, named with their building. */
export function roomsOf(db: Db, companyIds: number[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select({ companyId: rooms.companyId, building: buildings.name, room: rooms.name })
    .from(rooms)
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .innerJoin(buildings, eq(buildings.id, floors.buildingId))
    .where(inArray(rooms.companyId, companyIds))
    .orderBy(asc(rooms.id));
}

export type ExportTaskRow = typeof exportTasks.$inferSelect;

export async function insertTask(db: Conn, values: typeof exportTasks.$inferInsert): Promise<ExportTaskRow> {
  const [row] = await db.insert(exportTasks).values(values).returning();
  if (!row) throw new Error('export task not created');
  return row;
}

/** Changes the task if `owner` still holds it; false when another instance took it over. */
export async function updateOwnedTask(db: Conn, id: number, owner: string, change: Partial<Omit<ExportTaskRow, 'id' | 'parkId' | 'userId' | 'owner'>>): Promise<boolean> {
  // Every write of the owner is also a beat: an export busy writing its rows is plainly alive, whatever its timer says.
  const rows = await db.update(exportTasks).set({ ...change, heartbeatAt: sql`now()` }).where(and(eq(exportTasks.id, id), eq(exportTasks.owner, owner))).returning({ id: exportTasks.id });
  return rows.length > 0;
}

/** An unfinished export whose owner stopped beating, now `owner`'s, started once more (server/lib/task-lease.ts). */
export const takeStaleTask = (db: Db, owner: string, staleMs: number) =>
  takeStale(db, 'export_tasks', owner, staleMs, sql`, attempts = attempts + 1`);

export async function findTask(db: Db, id: number): Promise<ExportTaskRow | null> {
  const [row] = await db.select().from(exportTasks).where(eq(exportTasks.id, id));
  return row ?? null;
}

export function listTasks(db: Db, parkId: number, userId: number, page: PageRequest) {
  const condition = and(eq(exportTasks.parkId, parkId), eq(exportTasks.userId, userId));
  return paged(pageWindow(page), countOf(db, exportTasks, condition), (total) =>
    db.select({ ...getTableColumns(exportTasks), ...total }).from(exportTasks).where(condition).orderBy(desc(exportTasks.id)));
}
