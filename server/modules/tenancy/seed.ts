import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { buildings, companies, companyEvents, companyTenancies, floors, managerAllotments, rooms } from '../../db/schema';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';
import type { SeededAccounts } from '../../db/seed/accounts';
import type { SeededEstate } from '../../db/seed/estate';

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

// A room as the move-in and move-out events name it: building, floor and room.
const roomName = sql<string>`${buildings.name} || ' ' || ${floors.name} || ' ' || ${rooms.name}`;

const MOVED_OUT_REASON = '租约到期，迁往新厂区';

async function settledTenants(tx: Tx, now: Date) {
  const held = await tx.select({ companyId: rooms.companyId, roomId: rooms.id, parkId: rooms.parkId, areaSqm: rooms.areaSqm, name: roomName, settledAt: companies.settledAt })
    .from(rooms).innerJoin(companies, eq(companies.id, rooms.companyId))
    .innerJoin(floors, eq(floors.id, rooms.floorId)).innerJoin(buildings, eq(buildings.id, floors.buildingId))
    .where(eq(companies.state, 1)).orderBy(asc(rooms.id));
  for (const [index, room] of held.entries()) {
    const companyId = room.companyId ?? 0;
    // A few days after the audit passed (when the check-in seed dated it), else a date of its own.
    const since = room.settledAt ? new Date(room.settledAt.getTime() + 3 * DAY) : new Date(now.getTime() - (420 - index * 25) * DAY);
    await tx.update(companies).set({ settledAt: since }).where(and(eq(companies.id, companyId), isNull(companies.settledAt)));
    await tx.insert(companyTenancies).values({ companyId, parkId: room.parkId, roomId: room.roomId, roomName: room.name, areaSqm: room.areaSqm, movedInOn: dayOf(since) });
    await tx.insert(companyEvents).values({
      companyId, parkId: room.parkId, kind: 'movedIn', occurredAt: since,
      data: { roomIds: [room.roomId], rooms: [room.name], area: room.areaSqm, date: dayOf(since) },
    });
  }
}

// The moved-out company of the operator's park held a room for a year and left two months ago.
async function movedOutHistory(tx: Tx, now: Date) {
  const [company] = await tx.select().from(companies).where(eq(companies.state, 3)).orderBy(asc(companies.id)).limit(1);
  if (!company) return;
  const [room] = await tx.select({ id: rooms.id, areaSqm: rooms.areaSqm, name: roomName }).from(rooms)
    .innerJoin(floors, eq(floors.id, rooms.floorId)).innerJoin(buildings, eq(buildings.id, floors.buildingId))
    .where(and(eq(rooms.parkId, company.parkId), isNull(rooms.companyId))).orderBy(asc(rooms.id)).limit(1);
  if (!room) return;
  const inAt = company.settledAt ? new Date(company.settledAt.getTime() + 3 * DAY) : new Date(now.getTime() - 430 * DAY);
  const outAt = new Date(now.getTime() - 60 * DAY);
  await tx.update(companies).set({ settledAt: company.settledAt ?? inAt, movedOutOn: dayOf(outAt), moveOutReason: MOVED_OUT_REASON }).where(eq(companies.id, company.id));
  await tx.insert(companyTenancies).values({ companyId: company.id, parkId: company.parkId, roomId: room.id, roomName: room.name, areaSqm: room.areaSqm, movedInOn: dayOf(inAt), movedOutOn: dayOf(outAt) });
  await tx.insert(companyEvents).values([
    { companyId: company.id, parkId: company.parkId, kind: 'movedIn', occurredAt: inAt, data: { roomIds: [room.id], rooms: [room.name], area: room.areaSqm, date: dayOf(inAt) } },
    { companyId: company.id, parkId: company.parkId, kind: 'movedOut', occurredAt: outAt, data: { reason: MOVED_OUT_REASON, roomIds: [room.id], rooms: [room.name], date: dayOf(outAt) } },
  ]);
}

// Two companies of the operator's park are allotted to the demo operator, who then sees them first on settlecompany.
// Not the park's first two: the account tests allot those to managers of their own.
async function allotments(tx: Tx, estate: SeededEstate, accounts: SeededAccounts) {
  const parkId = estate.parkIds[0];
  if (parkId === undefined) return;
  const parkCompanies = await tx.select({ id: companies.id }).from(companies).where(eq(companies.parkId, parkId)).orderBy(asc(companies.id));
  const picked = parkCompanies.slice(-2);
  const taken = await tx.select({ id: managerAllotments.targetId }).from(managerAllotments)
    .where(and(eq(managerAllotments.parkId, parkId), eq(managerAllotments.kind, 'company'), inArray(managerAllotments.targetId, picked.map((c) => c.id))));
  const free = picked.filter((c) => !taken.some((t) => t.id === c.id));
  if (free.length) await tx.insert(managerAllotments).values(free.map((c) => ({ parkId, managerId: accounts.operator, kind: 'company' as const, targetId: c.id })));
}

// Runs after the check-in seed (server/modules/enterprise/seed.ts), which dates each audit and keeps the versions.
/** Settled companies hold their rooms since a move-in, one company has moved out, two are the operator's. */
export async function seedTenancy(tx: Tx, { estate, accounts }: DemoBase, now = new Date()): Promise<void> {
  await settledTenants(tx, now);
  await movedOutHistory(tx, now);
  await allotments(tx, estate, accounts);
}
