import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildings, companies, floors, rooms } from '../../db/schema';
import type { Conn } from '../../lib/db';
import { pageOf, pageWindow, withTotal } from '../../lib/paging';
import type { RoomListQuery } from './schemas';

export async function findBuilding(db: Conn, id: number) {
  const [row] = await db.select().from(buildings).where(eq(buildings.id, id));
  return row ?? null;
}

export async function findFloor(db: Conn, id: number) {
  const [row] = await db
    .select({ floor: floors, buildingName: buildings.name })
    .from(floors)
    .innerJoin(buildings, eq(buildings.id, floors.buildingId))
    .where(eq(floors.id, id));
  return row ? { ...row.floor, buildingName: row.buildingName } : null;
}

export async function findRoom(db: Conn, id: number) {
  const [row] = await db
    .select({ room: rooms, floorName: floors.name, buildingId: floors.buildingId, buildingName: buildings.name, companyName: companies.name })
    .from(rooms)
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .innerJoin(buildings, eq(buildings.id, floors.buildingId))
    .leftJoin(companies, eq(companies.id, rooms.companyId))
    .where(eq(rooms.id, id));
  return row ? { ...row.room, floorName: row.floorName, buildingId: row.buildingId, buildingName: row.buildingName, companyName: row.companyName } : null;
}

export async function buildingNumberTaken(db: Conn, parkId: number, number: string, exceptId = 0) {
  const [row] = await db.select({ id: buildings.id }).from(buildings)
    .where(and(eq(buildings.parkId, parkId), eq(buildings.number, number), ne(buildings.id, exceptId)));
  return Boolean(row);
}

export async function floorNumberTaken(db: Conn, buildingId: number, number: string, exceptId = 0) {
  const [row] = await db.select({ id: floors.id }).from(floors)
    .where(and(eq(floors.buildingId, buildingId), eq(floors.number, number), ne(floors.id, exceptId)));
  return Boolean(row);
}

export async function roomNumberTaken(db: Conn, floorId: number, number: string, exceptId = 0) {
  const [row] = await db.select({ id: rooms.id }).from(rooms)
    .where(and(eq(rooms.floorId, floorId), eq(rooms.number, number), ne(rooms.id, exceptId)));
  return Boolean(row);
}

// The first company renting a room inside the place, to name it when a change is refused.
export async function occupantOf(db: Conn, place: { roomId?: number; floorId?: number; buildingId?: number }) {
  const condition = place.roomId
    ? eq(rooms.id, place.roomId)
    : place.floorId
      ? eq(rooms.floorId, place.floorId)
      : inArray(rooms.floorId, db.select({ id: floors.id }).from(floors).where(eq(floors.buildingId, place.buildingId ?? 0)));
  const [row] = await db
    .select({ name: companies.name })
    .from(rooms)
    .innerJoin(companies, eq(companies.id, rooms.companyId))
    .where(condition)
    .limit(1);
  return row?.name ?? null;
}

export function buildingSelect(db: Db, parkId: number) {
  return db.select({ id: buildings.id, name: buildings.name, number: buildings.number }).from(buildings)
    .where(and(eq(buildings.parkId, parkId), eq(buildings.enabled, true))).orderBy(asc(buildings.number), asc(buildings.id));
}

export function floorSelect(db: Db, buildingId: number) {
  return db.select({ id: floors.id, name: floors.name, number: floors.number }).from(floors)
    .where(and(eq(floors.buildingId, buildingId), eq(floors.enabled, true))).orderBy(asc(floors.number), asc(floors.id));
}

export function roomSelect(db: Db, floorId: number) {
  return db.select({ id: rooms.id, name: rooms.name, number: rooms.number, areaSqm: rooms.areaSqm, companyId: rooms.companyId }).from(rooms)
    .where(and(eq(rooms.floorId, floorId), eq(rooms.enabled, true))).orderBy(asc(rooms.number), asc(rooms.id));
}

export async function estateTree(db: Db, parkId: number) {
  const [buildingRows, floorRows, roomCounts] = await Promise.all([
    db.select().from(buildings).where(eq(buildings.parkId, parkId)).orderBy(asc(buildings.number), asc(buildings.id)),
    db.select().from(floors).where(eq(floors.parkId, parkId)).orderBy(asc(floors.number), asc(floors.id)),
    db.select({ floorId: rooms.floorId, n: count() }).from(rooms).where(eq(rooms.parkId, parkId)).groupBy(rooms.floorId),
  ]);
  const counts = new Map(roomCounts.map((r) => [r.floorId, r.n]));
  return buildingRows.map((b) => ({
    ...b,
    floors: floorRows.filter((f) => f.buildingId === b.id).map((f) => ({ ...f, roomCount: counts.get(f.id) ?? 0 })),
  }));
}

function roomWhere(db: Db, query: RoomListQuery): SQL | undefined {
  const conditions: SQL[] = [eq(rooms.parkId, query.parkId)];
  if (query.floorId) conditions.push(eq(rooms.floorId, query.floorId));
  // A building's floors come from the building + number index, so no join to floors is needed here.
  if (query.buildingId) conditions.push(inArray(rooms.floorId, db.select({ id: floors.id }).from(floors).where(eq(floors.buildingId, query.buildingId))));
  if (query.number?.trim()) conditions.push(eq(rooms.number, query.number.trim()));
  return and(...conditions);
}

// The page of rooms is picked from the rooms table alone (index on park, id), then joined to its names.
export async function listRooms(db: Db, query: RoomListQuery) {
  const { limit, offset } = pageWindow(query);
  const condition = roomWhere(db, query);
  const page = db.select().from(rooms).where(condition).orderBy(asc(rooms.id)).limit(limit).offset(offset).as('page');
  const counted = db.select({ total: count() }).from(rooms).where(condition);
  return pageOf(
    db.select({
      id: page.id, parkId: page.parkId, floorId: page.floorId, name: page.name, number: page.number, areaSqm: page.areaSqm,
      enabled: page.enabled, companyId: page.companyId, companyName: companies.name, floorName: floors.name,
      buildingId: floors.buildingId, buildingName: buildings.name,
      ...withTotal(counted),
    })
      .from(page)
      .innerJoin(floors, eq(floors.id, page.floorId))
      .innerJoin(buildings, eq(buildings.id, floors.buildingId))
      .leftJoin(companies, eq(companies.id, page.companyId))
      .orderBy(asc(page.id)),
    counted,
    offset,
  );
}
