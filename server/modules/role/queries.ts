import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { RoleLevel } from '@contract/schemas/role';
import { menus, privileges, roleMenus, rolePrivileges, roles, userParks } from '../../db/schema';
import { countOf, paged, pageWindow, type PageRequest } from '../../lib/paging';
import { escapeLike, type Conn, type Tx } from '../../lib/db';

export type RoleRow = typeof roles.$inferSelect;

export interface RoleFilter extends PageRequest {
  name?: string;
  level?: RoleLevel;
  // null: every role (the admin); otherwise platform roles and this park's roles.
  parkId: number | null;
}

function where(filter: RoleFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.parkId !== null) conditions.push(or(isNull(roles.parkId), eq(roles.parkId, filter.parkId)));
  if (filter.level !== undefined) conditions.push(eq(roles.level, filter.level));
  if (filter.name) conditions.push(ilike(roles.name, `%${escapeLike(filter.name)}%`));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listRoles(db: Conn, filter: RoleFilter) {
  const condition = where(filter);
  const { list: rows, total } = await paged(pageWindow(filter), countOf(db, roles, condition), (pageTotal) =>
    db
      .select({ role: roles, userCount: count(userParks.userId), ...pageTotal })
      .from(roles)
      .leftJoin(userParks, eq(userParks.roleId, roles.id))
      .where(condition)
      .groupBy(roles.id)
      .orderBy(asc(roles.level), asc(roles.id)),
  );
  return { list: rows.map((r) => ({ ...r.role, userCount: r.userCount })), total };
}

export async function findRole(db: Conn, id: number): Promise<RoleRow | null> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row ?? null;
}

export async function roleHolderCount(db: Conn, roleId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userParks).where(eq(userParks.roleId, roleId));
  return row?.n ?? 0;
}

export async function existingIds(db: Conn, menuIds: number[], privilegeIds: number[]) {
  const [menuRows, privilegeRows] = await Promise.all([
    menuIds.length ? db.select({ id: menus.id }).from(menus).where(inArray(menus.id, menuIds)) : [],
    privilegeIds.length ? db.select({ id: privileges.id }).from(privileges).where(inArray(privileges.id, privilegeIds)) : [],
  ]);
  return { menus: menuRows.length, privileges: privilegeRows.length };
}

export async function insertRole(tx: Tx, values: typeof roles.$inferInsert): Promise<RoleRow> {
  const [row] = await tx.insert(roles).values(values).returning();
  if (!row) throw new Error('role not created');
  return row;
}

export async function updateRole(tx: Tx, id: number, values: Partial<typeof roles.$inferInsert>): Promise<RoleRow> {
  const [row] = await tx.update(roles).set(values).where(eq(roles.id, id)).returning();
  if (!row) throw new Error('role not updated');
  return row;
}

export async function deleteRole(tx: Tx, id: number): Promise<void> {
  await tx.delete(roleMenus).where(eq(roleMenus.roleId, id));
  await tx.delete(rolePrivileges).where(eq(rolePrivileges.roleId, id));
  await tx.delete(roles).where(eq(roles.id, id));
}

export async function setRoleGrants(tx: Tx, roleId: number, menuIds: number[], privilegeIds: number[]): Promise<void> {
  await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  await tx.delete(rolePrivileges).where(eq(rolePrivileges.roleId, roleId));
  if (menuIds.length) await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
  if (privilegeIds.length) {
    await tx.insert(rolePrivileges).values(privilegeIds.map((privilegeId) => ({ roleId, privilegeId })));
  }
}

// Holders of a role lock it against deletion while the delete runs.
export async function lockRole(tx: Tx, id: number): Promise<RoleRow | null> {
  const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
  return row ?? null;
}
