import { and, asc, count, eq, inArray, isNull, notInArray, type SQL } from 'drizzle-orm';
import { menus, privileges, roleMenus } from '../../db/schema';
import type { Conn, Tx } from '../../lib/db';

export type PrivilegeRow = typeof privileges.$inferSelect;

export function allPrivileges(db: Conn): Promise<PrivilegeRow[]> {
  return db.select().from(privileges).orderBy(asc(privileges.code));
}

export async function findMenu(db: Conn, id: number) {
  const [row] = await db.select().from(menus).where(eq(menus.id, id));
  return row ?? null;
}

export async function menuByPath(db: Conn, path: string) {
  const [row] = await db.select({ id: menus.id }).from(menus).where(eq(menus.path, path));
  return row ?? null;
}

export async function childCount(db: Conn, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(menus).where(eq(menus.parentId, id));
  return row?.n ?? 0;
}

export async function nextSort(db: Conn, parentId: number | null): Promise<number> {
  const siblings = await db
    .select({ sort: menus.sort })
    .from(menus)
    .where(parentId === null ? isNull(menus.parentId) : eq(menus.parentId, parentId));
  return Math.max(0, ...siblings.map((r) => r.sort)) + 10;
}

export async function insertMenu(tx: Tx, values: typeof menus.$inferInsert) {
  const [row] = await tx.insert(menus).values(values).returning();
  if (!row) throw new Error('menu not created');
  return row;
}

// Roles lose the menu; its button privileges stay, no longer under any menu.
export async function deleteMenu(tx: Tx, id: number): Promise<number> {
  const removed = await tx.delete(roleMenus).where(eq(roleMenus.menuId, id)).returning({ roleId: roleMenus.roleId });
  await tx.update(privileges).set({ menuId: null }).where(eq(privileges.menuId, id));
  await tx.delete(menus).where(eq(menus.id, id));
  return removed.length;
}

export function privilegesOfMenu(db: Conn, menuId: number) {
  return db.select().from(privileges).where(eq(privileges.menuId, menuId)).orderBy(asc(privileges.code));
}

export async function setMenuPrivileges(tx: Tx, menuId: number, privilegeIds: number[]): Promise<void> {
  const leaving: SQL[] = [eq(privileges.menuId, menuId)];
  if (privilegeIds.length) leaving.push(notInArray(privileges.id, privilegeIds));
  await tx.update(privileges).set({ menuId: null }).where(and(...leaving));
  if (privilegeIds.length) await tx.update(privileges).set({ menuId }).where(inArray(privileges.id, privilegeIds));
}
