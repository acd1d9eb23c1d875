import { and, count, desc, eq, getTableColumns, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions, buildings, companies, floors, parks, rooms, users } from '../../db/schema';
import { escapeLike, type Conn, type Tx } from '../../lib/db';
import { countOf, countWhenRead, pageOf, paged, pageWindow, withTotal } from '../../lib/paging';
import { compiledPerShape, oneOfIds, placeholdersOf, shapeOfValues, type Bound } from '../../lib/statement-shapes';
import type { ParkListQuery } from './schemas';

/** What a park list compares, worked out from its query and the caller's parks: only the filters it has. */
type ParkFilterValues = {
  // The parks the caller may see; absent for the platform admin, who sees them all.
  parkIds?: number[];
  name?: string;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
  enabled?: boolean;
};

function parkFilterValues(query: ParkListQuery, parkIds: number[] | null): ParkFilterValues {
  const values: ParkFilterValues = {};
  if (parkIds) values.parkIds = parkIds;
  if (query.name?.trim()) values.name = `%${escapeLike(query.name.trim())}%`;
  if (query.provinceCode) values.provinceCode = query.provinceCode;
  if (query.cityCode) values.cityCode = query.cityCode;
  if (query.areaCode) values.areaCode = query.areaCode;
  if (query.enabled !== undefined) values.enabled = query.enabled;
  return values;
}

// `filter` holds the values themselves, or placeholders for them in a statement compiled once (compiledPerShape).
function where(filter: Bound<ParkFilterValues>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.parkIds !== undefined) conditions.push(oneOfIds(parks.id, filter.parkIds));
  if (filter.name !== undefined) conditions.push(ilike(parks.name, filter.name));
  if (filter.provinceCode !== undefined) conditions.push(eq(parks.provinceCode, filter.provinceCode));
  if (filter.cityCode !== undefined) conditions.push(eq(parks.cityCode, filter.cityCode));
  if (filter.areaCode !== undefined) conditions.push(eq(parks.areaCode, filter.areaCode));
  if (filter.enabled !== undefined) conditions.push(eq(parks.enabled, filter.enabled));
  return conditions.length ? and(...conditions) : undefined;
}

type PageValues = ParkFilterValues & { limit: number; offset: number };

// A page of parks, newest first, with its total, in one statement.
const parkPages = compiledPerShape(shapeOfValues, (db: Conn, values: PageValues) => {
  const bound = placeholdersOf(values);
  const condition = where(bound);
  return db
    .select({ ...getTableColumns(parks), ...withTotal(countOf(db, parks, condition)) })
    .from(parks)
    .where(condition)
    .orderBy(desc(parks.id))
    .limit(bound.limit)
    .offset(bound.offset);
});

export async function listParks(db: Db, query: ParkListQuery, parkIds: number[] | null) {
  const filter = parkFilterValues(query, parkIds);
  const values: PageValues = { ...filter, ...pageWindow(query) };
  const counted = countWhenRead(() => countOf(db, parks, where(filter)));
  return pageOf(parkPages(db, values).execute(values), counted, values.offset);
}

// The enabled parks anyone may see, filtered by name and region, in a stable order.
export async function listOpenParks(db: Db, query: ParkListQuery) {
  const condition = where(parkFilterValues({ ...query, enabled: true }, null));
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
