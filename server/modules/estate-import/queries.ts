import { and, desc, eq, getTableColumns, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildings, floors, importTasks, rooms } from '../../db/schema';
import type { Conn, Tx } from '../../lib/db';
import { countOf, paged, pageWindow, type PageRequest } from '../../lib/paging';
import { takeStale } from '../../lib/task-lease';

// What the park already holds, keyed by number: buildings by number, floors by building+number, rooms by floor+number.
export interface Existing {
  buildings: Map<string, { id: number; name: string }>;
  floors: Map<string, { id: number; name: string }>;
  rooms: Set<string>;
}

export interface CheckedRow {
  row: number;
  buildingNumber: string;
  buildingName: string;
  floorNumber: string;
  floorName: string;
  roomNumber: string;
  roomName: string;
  areaSqm: number;
}

// Keys of floors and rooms by their numbers; \u0000 cannot occur in a number.
export const floorKey = (building: string, floor: string) => `${building}\u0000${floor}`;
export const roomKey = (building: string, floor: string, room: string) => `${building}\u0000${floor}\u0000${room}`;

// What a task shows: not which instance runs it (server/lib/task-lease.ts).
const { owner: _owner, heartbeatAt: _heartbeatAt, ...shownColumns } = getTableColumns(importTasks);

export type TaskRow = Omit<typeof importTasks.$inferSelect, 'owner' | 'heartbeatAt'>;
type TaskChange = Partial<Omit<TaskRow, 'id' | 'parkId'>>;

export async function insertTask(db: Conn, values: typeof importTasks.$inferInsert): Promise<TaskRow> {
  const [row] = await db.insert(importTasks).values(values).returning(shownColumns);
  if (!row) throw new Error('import task not created');
  return row;
}

/** Changes the task if `owner` still holds it; false when another instance took it over. */
export async function updateOwnedTask(db: Conn, id: number, owner: string, change: TaskChange): Promise<boolean> {
  const rows = await db.update(importTasks).set(change).where(and(eq(importTasks.id, id), eq(importTasks.owner, owner))).returning({ id: importTasks.id });
  return rows.length > 0;
}

export async function findTask(db: Db, id: number): Promise<TaskRow | null> {
  const [row] = await db.select(shownColumns).from(importTasks).where(eq(importTasks.id, id));
  return row ?? null;
}

export async function listTasks(db: Db, parkId: number, page: PageRequest) {
  const condition = eq(importTasks.parkId, parkId);
  return paged(pageWindow(page), countOf(db, importTasks, condition), (total) =>
    db.select({ ...shownColumns, ...total }).from(importTasks).where(condition).orderBy(desc(importTasks.id)));
}

export async function loadExisting(db: Db, parkId: number): Promise<Existing> {
  const buildingRows = await db.select({ id: buildings.id, name: buildings.name, number: buildings.number }).from(buildings).where(eq(buildings.parkId, parkId));
  const floorRows = await db
    .select({ id: floors.id, name: floors.name, number: floors.number, building: buildings.number })
    .from(floors)
    .innerJoin(buildings, eq(buildings.id, floors.buildingId))
    .where(eq(floors.parkId, parkId));
  const byId = new Map(floorRows.map((f) => [f.id, f]));
  const roomRows = floorRows.length
    ? await db.select({ floorId: rooms.floorId, number: rooms.number }).from(rooms).where(and(eq(rooms.parkId, parkId), inArray(rooms.floorId, [...byId.keys()])))
    : [];
  return {
    buildings: new Map(buildingRows.map((b) => [b.number, { id: b.id, name: b.name }])),
    floors: new Map(floorRows.map((f) => [floorKey(f.building, f.number), { id: f.id, name: f.name }])),
    rooms: new Set(roomRows.map((r) => {
      const floor = byId.get(r.floorId);
      return roomKey(floor?.building ?? '', floor?.number ?? '', r.number);
    })),
  };
}

const CHUNK = 1000;

// Creates the missing buildings and floors, then every room, inside the caller's transaction.
export async function insertEstate(tx: Tx, parkId: number, rows: CheckedRow[], existing: Existing): Promise<void> {
  const buildingIds = new Map([...existing.buildings].map(([number, b]) => [number, b.id]));
  const newBuildings = [...new Map(rows.filter((r) => !buildingIds.has(r.buildingNumber)).map((r) => [r.buildingNumber, r.buildingName]))];
  if (newBuildings.length) {
    const created = await tx.insert(buildings).values(newBuildings.map(([number, name]) => ({ parkId, number, name }))).returning({ id: buildings.id, number: buildings.number });
    for (const b of created) buildingIds.set(b.number, b.id);
  }
  const floorIds = new Map([...existing.floors].map(([key, f]) => [key, f.id]));
  const newFloors = [...new Map(rows.filter((r) => !floorIds.has(floorKey(r.buildingNumber, r.floorNumber))).map((r) => [floorKey(r.buildingNumber, r.floorNumber), r]))];
  if (newFloors.length) {
    const created = await tx
      .insert(floors)
      .values(newFloors.map(([, r]) => ({ parkId, buildingId: buildingIds.get(r.buildingNumber) ?? 0, number: r.floorNumber, name: r.floorName })))
      .returning({ id: floors.id, buildingId: floors.buildingId, number: floors.number });
    const buildingNumbers = new Map([...buildingIds].map(([number, id]) => [id, number]));
    for (const f of created) floorIds.set(floorKey(buildingNumbers.get(f.buildingId) ?? '', f.number), f.id);
  }
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(rooms).values(
      rows.slice(start, start + CHUNK).map((r) => ({
        parkId,
        floorId: floorIds.get(floorKey(r.buildingNumber, r.floorNumber)) ?? 0,
        number: r.roomNumber,
        name: r.roomName,
        areaSqm: r.areaSqm,
      })),
    );
  }
}

/** An unfinished import whose owner stopped beating, now `owner`'s to settle (server/lib/task-lease.ts). */
export const takeStaleTask = (db: Db, owner: string, staleMs: number) => takeStale(db, 'import_tasks', owner, staleMs);

// A task still pending or running when its server stopped can never finish: its rows lived in that process only. Those
// created from `createdBefore` on are this server's own.
export async function failUnfinishedTasks(db: Db, message: string, createdBefore: Date): Promise<number> {
  const rows = await db
    .update(importTasks)
    .set({ state: 'failed', errors: [{ row: 0, message }], finishedAt: new Date() })
    .where(and(inArray(importTasks.state, ['pending', 'running']), lt(importTasks.createdAt, createdBefore)))
    .returning({ id: importTasks.id });
  return rows.length;
}
