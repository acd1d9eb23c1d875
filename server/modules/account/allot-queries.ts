import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { companies, managerAllotments, userParks, users } from '../../db/schema';
import { countOf, paged, pageWindow, type PageRequest } from '../../lib/paging';
import type { Conn, Tx } from '../../lib/db';
import type { AllotKind } from '@contract/schemas/account';

export type { AllotKind };

export interface AllotFilter extends PageRequest {
  parkId: number;
  managerId?: number;
  kind?: AllotKind;
}

// The name of what is allotted: the company's name, or the staff account's nickname (else username).
const targetName = sql<string>`case ${managerAllotments.kind}
  when 'company' then (select c.name from ${companies} c where c.id = ${managerAllotments.targetId})
  else (select coalesce(u.nickname, u.username) from ${users} u where u.id = ${managerAllotments.targetId}) end`;

export async function listAllotments(db: Conn, filter: AllotFilter) {
  const conditions: SQL[] = [eq(managerAllotments.parkId, filter.parkId)];
  if (filter.managerId !== undefined) conditions.push(eq(managerAllotments.managerId, filter.managerId));
  if (filter.kind) conditions.push(eq(managerAllotments.kind, filter.kind));
  const condition = and(...conditions);
  return paged(pageWindow(filter), countOf(db, managerAllotments, condition), (total) =>
    db
      .select({
        id: managerAllotments.id,
        managerId: managerAllotments.managerId,
        managerName: sql<string>`coalesce(${users.nickname}, ${users.username})`,
        kind: managerAllotments.kind,
        targetId: managerAllotments.targetId,
        targetName,
        createdAt: managerAllotments.createdAt,
        ...total,
      })
      .from(managerAllotments)
      .innerJoin(users, eq(users.id, managerAllotments.managerId))
      .where(condition)
      .orderBy(desc(managerAllotments.id)),
  );
}

export async function findAllotment(db: Conn, id: number) {
  const [row] = await db
    .select({ id: managerAllotments.id, parkId: managerAllotments.parkId, managerId: managerAllotments.managerId, kind: managerAllotments.kind, targetName })
    .from(managerAllotments)
    .where(eq(managerAllotments.id, id));
  return row ?? null;
}

// In id order, so that the operation log names them the same way every time (a plan may return them in any order).
export async function parkCompanies(db: Conn, parkId: number, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: companies.id, name: companies.name }).from(companies)
    .where(and(eq(companies.parkId, parkId), inArray(companies.id, ids))).orderBy(companies.id);
}

export async function parkManagers(db: Conn, parkId: number, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: users.id, name: sql<string>`coalesce(${users.nickname}, ${users.username})` }).from(userParks)
    .innerJoin(users, eq(users.id, userParks.userId))
    .where(and(eq(userParks.parkId, parkId), eq(users.userType, 8), inArray(users.id, ids))).orderBy(users.id);
}

// Who already serves these targets in the park.
export async function currentAllotments(db: Conn, parkId: number, kind: AllotKind, targetIds: number[]) {
  if (!targetIds.length) return [];
  return db.select().from(managerAllotments).where(and(
    eq(managerAllotments.parkId, parkId), eq(managerAllotments.kind, kind), inArray(managerAllotments.targetId, targetIds),
  ));
}

export async function insertAllotments(tx: Tx, rows: (typeof managerAllotments.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(managerAllotments).values(rows);
}

export async function deleteAllotment(tx: Tx, id: number): Promise<void> {
  await tx.delete(managerAllotments).where(eq(managerAllotments.id, id));
}

// What can be allotted in a park, each with the manager it already has (if any).
export async function allotOptions(db: Conn, parkId: number) {
  const holder = (kind: AllotKind, target: SQL) => sql<string | null>`(select coalesce(m.nickname, m.username) from ${managerAllotments} a
    join ${users} m on m.id = a.manager_id where a.park_id = ${parkId} and a.kind = ${kind} and a.target_id = ${target})`;
  const [companyRows, staffRows] = await Promise.all([
    db.select({ id: companies.id, name: companies.name, managerName: holder('company', sql`${companies.id}`) })
      .from(companies).where(eq(companies.parkId, parkId)).orderBy(companies.id),
    db.select({ id: users.id, name: sql<string>`coalesce(${users.nickname}, ${users.username})`, managerName: holder('staff', sql`${users.id}`) })
      .from(userParks).innerJoin(users, eq(users.id, userParks.userId))
      .where(and(eq(userParks.parkId, parkId), eq(users.userType, 8))).orderBy(users.id),
  ]);
  return { companies: companyRows, staff: staffRows };
}
