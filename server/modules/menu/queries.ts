import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menus, roleMenus, userParks } from '../../db/schema';

export type MenuRow = typeof menus.$inferSelect;

export function allMenus(db: Db): Promise<MenuRow[]> {
  return db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
}

export async function membership(db: Db, userId: number, parkId: number) {
  const [row] = await db
    .select({ roleId: userParks.roleId })
    .from(userParks)
    .where(and(eq(userParks.userId, userId), eq(userParks.parkId, parkId)));
  return row ?? null;
}

export async function roleMenuIds(db: Db, roleId: number): Promise<Set<number>> {
  const rows = await db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId));
  return new Set(rows.map((r) => r.menuId));
}
