import { eq, inArray } from 'drizzle-orm';
import { buildings, floors, rooms } from '../../db/schema';
import type { Tx } from '../../lib/db';

type BuildingRow = typeof buildings.$inferInsert;
type FloorRow = typeof floors.$inferInsert;
type RoomRow = typeof rooms.$inferInsert;

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('estate row not written');
  return row;
}

export const insertBuilding = (tx: Tx, values: BuildingRow) => one(tx.insert(buildings).values(values).returning());
export const insertFloor = (tx: Tx, values: FloorRow) => one(tx.insert(floors).values(values).returning());
export const insertRoom = (tx: Tx, values: RoomRow) => one(tx.insert(rooms).values(values).returning());

export const updateBuilding = (tx: Tx, id: number, change: Partial<BuildingRow>) =>
  one(tx.update(buildings).set(change).where(eq(buildings.id, id)).returning());
export const updateFloor = (tx: Tx, id: number, change: Partial<FloorRow>) =>
  one(tx.update(floors).set(change).where(eq(floors.id, id)).returning());
export const updateRoom = (tx: Tx, id: number, change: Partial<RoomRow>) =>
  one(tx.update(rooms).set(change).where(eq(rooms.id, id)).returning());

export async function deleteRoom(tx: Tx, id: number): Promise<void> {
  await tx.delete(rooms).where(eq(rooms.id, id));
}

export async function deleteFloor(tx: Tx, id: number): Promise<void> {
  await tx.delete(rooms).where(eq(rooms.floorId, id));
  await tx.delete(floors).where(eq(floors.id, id));
}

export async function deleteBuilding(tx: Tx, id: number): Promise<void> {
  const floorIds = tx.select({ id: floors.id }).from(floors).where(eq(floors.buildingId, id));
  await tx.delete(rooms).where(inArray(rooms.floorId, floorIds));
  await tx.delete(floors).where(eq(floors.buildingId, id));
  await tx.delete(buildings).where(eq(buildings.id, id));
}
