import { and, asc, eq } from 'drizzle-orm';
import { companies, parks, privileges, roleMenus, rolePrivileges, roles, userParks } from '../db/schema';
import type { Conn } from './db';

// The reads authorization is made of: which parks a user reaches and what their role there holds.

export async function firstEnabledParkId(db: Conn): Promise<number | null> {
  const [row] = await db.select({ id: parks.id }).from(parks).where(eq(parks.enabled, true)).orderBy(asc(parks.id)).limit(1);
  return row?.id ?? null;
}

export async function isEnabledPark(db: Conn, parkId: number): Promise<boolean> {
  const [row] = await db.select({ id: parks.id }).from(parks).where(and(eq(parks.id, parkId), eq(parks.enabled, true)));
  return Boolean(row);
}

// The enabled parks an operator belongs to, in a stable order.
export async function operatorParkIds(db: Conn, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userParks.parkId })
    .from(userParks)
    .innerJoin(parks, eq(parks.id, userParks.parkId))
    .where(and(eq(userParks.userId, userId), eq(parks.enabled, true)))
    .orderBy(asc(userParks.parkId));
  return rows.map((r) => r.id);
}

export async function companyParkId(db: Conn, companyId: number): Promise<number | null> {
  const [row] = await db.select({ parkId: companies.parkId }).from(companies).where(eq(companies.id, companyId));
  return row?.parkId ?? null;
}

export async function operatorRole(db: Conn, userId: number, parkId: number) {
  const [row] = await db
    .select({ id: roles.id, level: roles.level })
    .from(userParks)
    .innerJoin(roles, eq(roles.id, userParks.roleId))
    .where(and(eq(userParks.userId, userId), eq(userParks.parkId, parkId)));
  return row ?? null;
}

export async function allPrivilegeCodes(db: Conn): Promise<string[]> {
  const rows = await db.select({ code: privileges.code }).from(privileges).orderBy(asc(privileges.code));
  return rows.map((r) => r.code);
}

export async function rolePrivilegeCodes(db: Conn, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ code: privileges.code })
    .from(rolePrivileges)
    .innerJoin(privileges, eq(privileges.id, rolePrivileges.privilegeId))
    .where(eq(rolePrivileges.roleId, roleId))
    .orderBy(asc(privileges.code));
  return rows.map((r) => r.code);
}

// The menu and privilege ids a role holds, each sorted.
export async function roleGrants(db: Conn, roleId: number) {
  const [menuRows, privilegeRows] = await Promise.all([
    db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId)),
    db.select({ id: rolePrivileges.privilegeId }).from(rolePrivileges).where(eq(rolePrivileges.roleId, roleId)),
  ]);
  return { menuIds: menuRows.map((r) => r.id).sort((a, b) => a - b), privilegeIds: privilegeRows.map((r) => r.id).sort((a, b) => a - b) };
}
