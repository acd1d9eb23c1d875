import { and, asc, eq, ne } from 'drizzle-orm';
import { companies, mechanisms, parks, userParks, users } from '../../db/schema';
import type { Conn, Tx } from '../../lib/db';

const parkBrief = {
  id: parks.id,
  name: parks.name,
  logo: parks.logo,
  provinceCode: parks.provinceCode,
  cityCode: parks.cityCode,
  areaCode: parks.areaCode,
};

export function enabledParks(db: Conn) {
  return db.select(parkBrief).from(parks).where(eq(parks.enabled, true)).orderBy(asc(parks.id));
}

export function operatorParks(db: Conn, userId: number) {
  return db
    .select(parkBrief)
    .from(userParks)
    .innerJoin(parks, eq(parks.id, userParks.parkId))
    .where(and(eq(userParks.userId, userId), eq(parks.enabled, true)))
    .orderBy(asc(parks.id));
}

export function companyParks(db: Conn, companyId: number) {
  return db
    .select(parkBrief)
    .from(companies)
    .innerJoin(parks, eq(parks.id, companies.parkId))
    .where(and(eq(companies.id, companyId), eq(parks.enabled, true)));
}

export async function findCompany(db: Conn, id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export async function findMechanism(db: Conn, id: number) {
  const [row] = await db.select().from(mechanisms).where(eq(mechanisms.id, id));
  return row ?? null;
}

export async function usernameTaken(db: Conn, username: string, exceptUserId = 0): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), ne(users.id, exceptUserId)));
  return Boolean(row);
}

export async function insertCompany(tx: Tx, values: { parkId: number; name: string; phone: string; contact: string }) {
  const [row] = await tx.insert(companies).values({ ...values, state: null }).returning({ id: companies.id });
  if (!row) throw new Error('company not created');
  return row.id;
}

export async function insertMechanism(tx: Tx, values: { name: string; phone: string; contact: string }) {
  const [row] = await tx.insert(mechanisms).values(values).returning({ id: mechanisms.id });
  if (!row) throw new Error('mechanism not created');
  return row.id;
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
}

export async function setPassword(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash, failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}

export interface AccountChange {
  username?: string;
  phone?: string;
  email?: string | null;
  avatar?: string | null;
}

export async function updateAccount(tx: Tx, userId: number, change: AccountChange) {
  const [row] = await tx.update(users).set(change).where(eq(users.id, userId)).returning();
  if (!row) throw new Error('user not updated');
  return row;
}
