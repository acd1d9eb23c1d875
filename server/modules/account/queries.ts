import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { managerAllotments, roles, userParks, users } from '../../db/schema';
import { paged, pageWindow, type PageRequest } from '../../lib/paging';
import { escapeLike, type Conn, type Tx } from '../../lib/db';

export interface ManagerFilter extends PageRequest {
  parkId: number;
  keyword?: string;
  frozen?: boolean;
}

const columns = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  phone: users.phone,
  email: users.email,
  frozen: users.frozen,
  createdAt: users.createdAt,
  roleId: roles.id,
  roleName: roles.name,
  roleLevel: roles.level,
};

function inPark(parkId: number): SQL {
  return and(eq(userParks.parkId, parkId), eq(users.userType, 8)) as SQL;
}

function managers(db: Conn, condition: SQL | undefined) {
  return db
    .select(columns)
    .from(userParks)
    .innerJoin(users, eq(users.id, userParks.userId))
    .leftJoin(roles, eq(roles.id, userParks.roleId))
    .where(condition);
}

export type ManagerRow = Awaited<ReturnType<typeof managers>>[number];

export async function listManagers(db: Conn, filter: ManagerFilter) {
  const conditions: (SQL | undefined)[] = [inPark(filter.parkId)];
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(or(ilike(users.username, like), ilike(users.nickname, like), ilike(users.phone, like)));
  }
  if (filter.frozen !== undefined) conditions.push(eq(users.frozen, filter.frozen));
  const condition = and(...conditions);
  const companyCount = sql<number>`(select count(*)::int from ${managerAllotments} a
    where a.manager_id = ${users.id} and a.park_id = ${filter.parkId} and a.kind = 'company')`;
  const counted = db.select({ total: count() }).from(userParks).innerJoin(users, eq(users.id, userParks.userId)).where(condition);
  return paged(pageWindow(filter), counted, (total) =>
    db
      .select({ ...columns, companyCount, ...total })
      .from(userParks)
      .innerJoin(users, eq(users.id, userParks.userId))
      .leftJoin(roles, eq(roles.id, userParks.roleId))
      .where(condition)
      .orderBy(asc(users.id)),
  );
}

export async function findManager(db: Conn, parkId: number, userId: number): Promise<ManagerRow | null> {
  const [row] = await managers(db, and(inPark(parkId), eq(users.id, userId)));
  return row ?? null;
}

export async function insertManager(
  tx: Tx,
  values: { username: string; passwordHash: string; nickname: string; phone: string | null; email: string | null },
  parkId: number,
  roleId: number,
): Promise<number> {
  const [row] = await tx.insert(users).values({ ...values, userType: 8 }).returning({ id: users.id });
  if (!row) throw new Error('manager not created');
  await tx.insert(userParks).values({ userId: row.id, parkId, roleId });
  return row.id;
}

export interface ManagerChange {
  nickname?: string;
  phone?: string | null;
  email?: string | null;
  passwordHash?: string;
  frozen?: boolean;
}

export async function updateManager(tx: Tx, userId: number, change: ManagerChange): Promise<void> {
  if (Object.keys(change).length) await tx.update(users).set(change).where(eq(users.id, userId));
}

export async function setParkRole(tx: Tx, userId: number, parkId: number, roleId: number): Promise<void> {
  await tx.update(userParks).set({ roleId }).where(and(eq(userParks.userId, userId), eq(userParks.parkId, parkId)));
}
