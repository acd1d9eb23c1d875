import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { buildings, companies, companyEvents, companyMilestones, companyTenancies, floors, personnel, rooms } from '../../db/schema';
import { escapeLike, type Conn } from '../../lib/db';
import type { MilestoneKind } from '@contract/company-milestones';

const companyColumns = {
  id: companies.id,
  name: companies.name,
  parkId: companies.parkId,
  state: companies.state,
  industry: companies.industry,
  changePending: companies.changePending,
  createdAt: companies.createdAt,
};

export async function findCompany(db: Conn, id: number) {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export const findCompanies = (db: Conn, ids: number[]) =>
  db.select(companyColumns).from(companies).where(inArray(companies.id, ids)).orderBy(asc(companies.id));

/** The picker's choices: a park's companies whose name holds the keyword, first 20 by id. */
export const searchCompanies = (db: Conn, parkId: number, keyword: string | undefined, limit: number) =>
  db
    .select(companyColumns)
    .from(companies)
    .where(and(eq(companies.parkId, parkId), keyword ? ilike(companies.name, `%${escapeLike(keyword)}%`) : undefined))
    .orderBy(asc(companies.id))
    .limit(limit);

export const eventsOf = (db: Conn, companyId: number) =>
  db
    .select({ id: companyEvents.id, kind: companyEvents.kind, data: companyEvents.data, occurredAt: companyEvents.occurredAt })
    .from(companyEvents)
    .where(eq(companyEvents.companyId, companyId))
    .orderBy(asc(companyEvents.occurredAt), asc(companyEvents.id));

const milestoneColumns = {
  id: companyMilestones.id,
  companyId: companyMilestones.companyId,
  kind: sql<MilestoneKind>`${companyMilestones.kind}`,
  title: companyMilestones.title,
  occurredOn: companyMilestones.occurredOn,
  amountFen: companyMilestones.amountFen,
  detail: companyMilestones.detail,
};

export const milestonesOf = (db: Conn, companyIds: number[]) =>
  db
    .select(milestoneColumns)
    .from(companyMilestones)
    .where(inArray(companyMilestones.companyId, companyIds))
    .orderBy(asc(companyMilestones.occurredOn), asc(companyMilestones.id));

export async function findMilestone(db: Conn, id: number) {
  const [row] = await db.select(milestoneColumns).from(companyMilestones).where(eq(companyMilestones.id, id));
  return row ?? null;
}

export async function revenueYearTaken(db: Conn, companyId: number, year: number, exceptId: number) {
  const [row] = await db
    .select({ id: companyMilestones.id })
    .from(companyMilestones)
    .where(
      and(
        eq(companyMilestones.companyId, companyId),
        eq(companyMilestones.kind, 'revenue'),
        sql`${companyMilestones.occurredOn} between ${`${year}-01-01`} and ${`${year}-12-31`}`,
        sql`${companyMilestones.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface MilestoneValues {
  kind: MilestoneKind;
  title: string;
  occurredOn: string;
  amountFen: number | null;
  detail: string | null;
}

export async function insertMilestone(tx: Conn, values: MilestoneValues & { companyId: number; parkId: number; createdBy: number }) {
  const [row] = await tx.insert(companyMilestones).values(values).returning(milestoneColumns);
  return row!;
}

/** Changes the milestone only while it still belongs to the company: null when it is gone. */
export async function updateMilestone(tx: Conn, id: number, companyId: number, values: MilestoneValues) {
  const [row] = await tx
    .update(companyMilestones)
    .set(values)
    .where(and(eq(companyMilestones.id, id), eq(companyMilestones.companyId, companyId)))
    .returning(milestoneColumns);
  return row ?? null;
}

export async function deleteMilestone(tx: Conn, id: number, companyId: number) {
  const rows = await tx
    .delete(companyMilestones)
    .where(and(eq(companyMilestones.id, id), eq(companyMilestones.companyId, companyId)))
    .returning({ id: companyMilestones.id });
  return rows.length > 0;
}

export const tenanciesOf = (db: Conn, companyIds: number[]) =>
  db
    .select({
      companyId: companyTenancies.companyId,
      roomId: companyTenancies.roomId,
      // The name kept at move-in outlives a deleted room; rows from before it was kept read the estate.
      room: sql<string>`coalesce(${companyTenancies.roomName}, ${buildings.name} || ' ' || ${floors.name} || ' ' || ${rooms.name}, '--')`,
      areaSqm: companyTenancies.areaSqm,
      movedInOn: companyTenancies.movedInOn,
      movedOutOn: companyTenancies.movedOutOn,
    })
    .from(companyTenancies)
    .leftJoin(rooms, eq(rooms.id, companyTenancies.roomId))
    .leftJoin(floors, eq(floors.id, rooms.floorId))
    .leftJoin(buildings, eq(buildings.id, floors.buildingId))
    .where(inArray(companyTenancies.companyId, companyIds))
    .orderBy(asc(companyTenancies.movedInOn), asc(companyTenancies.id));

/** Each person's stay: from the entry date (the day the row was added when none is given) to the leave date. */
export const staysOf = (db: Conn, companyIds: number[]) =>
  db
    .select({
      companyId: personnel.companyId,
      from: sql<string>`coalesce(${personnel.entryDate}, (${personnel.createdAt} at time zone 'UTC' + interval '8 hours')::date)::text`,
      to: personnel.leaveDate,
    })
    .from(personnel)
    .where(inArray(personnel.companyId, companyIds));
