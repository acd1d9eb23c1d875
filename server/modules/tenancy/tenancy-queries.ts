import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { buildings, companies, companyTenancies, floors, rooms } from '../../db/schema';
import type { Conn, Tx } from '../../lib/db';

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompany(db: Conn, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

/** Locks the company while it is settled: a move-in waits for (and then sees) a move-out running beside it. */
export async function lockSettled(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: companies.id }).from(companies).where(and(eq(companies.id, id), eq(companies.state, 1))).for('update');
  return Boolean(row);
}

const roomColumns = {
  id: rooms.id,
  parkId: rooms.parkId,
  name: rooms.name,
  areaSqm: rooms.areaSqm,
  enabled: rooms.enabled,
  companyId: rooms.companyId,
  floorId: rooms.floorId,
  floorName: floors.name,
  buildingId: floors.buildingId,
  buildingName: buildings.name,
};

function placedRooms(db: Conn) {
  return db.select(roomColumns).from(rooms)
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .innerJoin(buildings, eq(buildings.id, floors.buildingId));
}

export const roomsByIds = (db: Conn, ids: number[]) =>
  placedRooms(db).where(inArray(rooms.id, ids)).orderBy(asc(buildings.number), asc(floors.number), asc(rooms.number));

export const roomsHeldBy = (db: Conn, companyId: number) =>
  placedRooms(db).where(eq(rooms.companyId, companyId)).orderBy(asc(buildings.number), asc(floors.number), asc(rooms.number));

/** Takes the rooms that are still free; answers the ids it took (a room taken meanwhile is left out). */
export async function occupyRooms(tx: Tx, companyId: number, parkId: number, ids: number[]): Promise<number[]> {
  const taken = await tx.update(rooms).set({ companyId })
    .where(and(inArray(rooms.id, ids), isNull(rooms.companyId), eq(rooms.parkId, parkId), eq(rooms.enabled, true)))
    .returning({ id: rooms.id });
  return taken.map((r) => r.id);
}

export async function freeRooms(tx: Tx, companyId: number): Promise<number[]> {
  const freed = await tx.update(rooms).set({ companyId: null }).where(eq(rooms.companyId, companyId)).returning({ id: rooms.id });
  return freed.map((r) => r.id);
}

export async function openTenancies(tx: Tx, rows: (typeof companyTenancies.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(companyTenancies).values(rows);
}

export async function closeTenancies(tx: Tx, companyId: number, day: string): Promise<void> {
  await tx.update(companyTenancies).set({ movedOutOn: day })
    .where(and(eq(companyTenancies.companyId, companyId), isNull(companyTenancies.movedOutOn)));
}

/** The latest day an open tenancy of the company started (a move-out cannot be earlier). */
export async function latestMoveIn(db: Conn, companyId: number): Promise<string | null> {
  const [row] = await db.select({ day: sql<string | null>`max(${companyTenancies.movedInOn})::text` }).from(companyTenancies)
    .where(and(eq(companyTenancies.companyId, companyId), isNull(companyTenancies.movedOutOn)));
  return row?.day ?? null;
}

/** The transition settled → moved out, on the version the caller saw; null when someone changed it first. */
export async function markMovedOut(tx: Tx, company: CompanyRow, change: { movedOutOn: string; moveOutReason: string }) {
  const [row] = await tx.update(companies)
    .set({ state: 3, version: sql`${companies.version} + 1`, ...change })
    .where(and(eq(companies.id, company.id), eq(companies.state, 1), eq(companies.version, company.version)))
    .returning();
  return row ?? null;
}

