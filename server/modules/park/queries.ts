import { and, count, desc, eq, getTableColumns, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions, buildings, companies, floors, parks, rooms, users } from '../../db/schema';
import { escapeLike, type Conn, type Tx } from '../../lib/db';
import { countOf, paged, pageWindow } from '../../lib/paging';
import type { ParkListQuery } from './schemas';


function where(query: ParkListQuery, parkIds: number[] | null): SQL | undefined {
  const conditions: SQL[] = [];
  if (parkIds) conditions.push(inArray(parks.id, parkIds.length ? parkIds : [0]));
  if (query.name?.trim()) conditions.push(ilike(parks.name, `%${escapeLike(query.name.trim())}%`));
  if (query.provinceCode) conditions.push(eq(parks.provinceCode, query.provinceCode));
  if (query.cityCode) conditions.push(eq(parks.cityCode, query.cityCode));
  if (query.areaCode) conditions.push(eq(parks.areaCode, query.areaCode));
  if (query.enabled !== undefined) conditions.push(eq(parks.enabled, query.enabled));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listParks(db: Db, query: ParkListQuery, parkIds: number[] | null) {
  const condition = where(query, parkIds);
  return paged(pageWindow(query), countOf(db, parks, condition), (total) =>
    db.select({ ...getTableColumns(parks), ...total }).from(parks).where(condition).orderBy(desc(parks.id)));
}

// The enabled parks anyone may see, filtered by name and region, in a stable order.
export async function listOpenParks(db: Db, query: ParkListQuery) {
  const condition = where({ ...query, enabled: true }, null);
  const brief = { id: parks.id, name: parks.name, logo: parks.logo, provinceCode: parks.provinceCode, cityCode: parks.cityCode, areaCode: parks.areaCode };
  return paged(pageWindow(query), countOf(db, parks, condition), (total) =>
    db.select({ ...brief, ...total }).from(parks).where(condition).orderBy(parks.name, parks.id));
}

export async function findPark(db: Conn, id: number) {
  const [row] = await db.select().from(parks).where(eq(parks.id, id));
  return row ?? null;
}

export async function parkNameTaken(db: Conn, name: string, exceptId = 0): Promise<boolean> {
  const [row] = await db.select({ id: parks.id }).from(parks).where(and(eq(parks.name, name), ne(parks.id, exceptId)));
  return Boolean(row);
}

export async function insertPark(tx: Tx, values: typeof parks.$inferInsert) {
  const [row] = await tx.insert(parks).values(values).returning();
  if (!row) throw new Error('park not created');
  return row;
}

export async function updatePark(tx: Tx, id: number, change: Partial<typeof parks.$inferInsert>) {
  const [row] = await tx.update(parks).set(change).where(eq(parks.id, id)).returning();
  if (!row) throw new Error('park not updated');
  return row;
}

// Ends the sessions park operators hold in a park being disabled, so nobody keeps working inside it.
export async function revokeOperatorSessions(tx: Tx, parkId: number): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.parkId, parkId),
        sql`${authSessions.revokedAt} is null`,
        inArray(authSessions.userId, tx.select({ id: users.id }).from(users).where(eq(users.userType, 8))),
      ),
    );
}

export async function parkCounts(db: Db, parkId: number) {
  const one = async (table: typeof buildings | typeof floors | typeof rooms | typeof companies) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.parkId, parkId));
    return row?.n ?? 0;
  };
  const [buildingCount, floorCount, roomCount, companyCount] = await Promise.all([one(buildings), one(floors), one(rooms), one(companies)]);
  return { buildingCount, floorCount, roomCount, companyCount };
}
