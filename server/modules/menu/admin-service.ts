import type { MenuAdminNode, MenuInput, MenuNode } from '@contract/schemas/menu';
import type { PrivilegeBrief } from '@contract/schemas/privilege';
import type { Db } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { isUniqueViolation } from '../../lib/db';
import { manageScope } from '../../lib/role-scope';
import {
  allPrivileges,
  childCount,
  deleteMenu,
  findMenu,
  insertMenu,
  menuByPath,
  nextSort,
  privilegesOfMenu,
  setMenuPrivileges,
  type PrivilegeRow,
} from './admin-queries';
import { allMenus } from './queries';
import { menuTree } from './tree';

const brief = (p: PrivilegeRow): PrivilegeBrief => ({ id: p.id, code: p.code, name: p.name });

function decorate(nodes: MenuNode[], byMenu: Map<number, PrivilegeBrief[]>): MenuAdminNode[] {
  return nodes.map((node) => ({ ...node, privileges: byMenu.get(node.id) ?? [], children: decorate(node.children, byMenu) }));
}

// The whole tree with each menu's button privileges, and the privileges under no menu. An operator sees only
// what their own role holds: that is all they can hand on to a role.
export async function allTree(db: Db, ctx: RequestContext) {
  const scope = await manageScope(db, ctx);
  const granted = scope.grants;
  const privileges = (await allPrivileges(db)).filter((p) => !granted || granted.privilegeIds.has(p.id));
  const byMenu = new Map<number, PrivilegeBrief[]>();
  const unattached: PrivilegeBrief[] = [];
  for (const p of privileges) {
    if (p.menuId === null) unattached.push(brief(p));
    else byMenu.set(p.menuId, [...(byMenu.get(p.menuId) ?? []), brief(p)]);
  }
  const menus = decorate(menuTree(await allMenus(db), granted ? granted.menuIds : null), byMenu);
  return { menus, privileges: unattached };
}

export type { MenuInput };

// Menus are two levels deep (top bar or side groups, then screens); a path is a screen name, so it is unique.
export async function addMenu(db: Db, ctx: RequestContext, input: MenuInput) {
  await manageScope(db, ctx);
  const parentId = input.parentId ?? null;
  if (parentId !== null) {
    const parent = await findMenu(db, parentId);
    if (!parent) throw fieldError('parentId', '上级菜单不存在');
    if (parent.parentId !== null) throw fieldError('parentId', '菜单最多两级，只能添加到一级菜单下');
  }
  if (await menuByPath(db, input.path)) throw fieldError('path', '菜单路径已存在');
  try {
    return await db.transaction(async (tx) => {
      const sort = input.sort ?? (await nextSort(tx, parentId));
      const row = await insertMenu(tx, { parentId, name: input.name.trim(), path: input.path, icon: input.icon || null, sort });
      await writeLog(tx, ctx, { module: 'menu', action: 'add', target: row.name, after: row });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('path', '菜单路径已存在');
    throw error;
  }
}

export async function removeMenu(db: Db, ctx: RequestContext, id: number) {
  await manageScope(db, ctx);
  const menu = await findMenu(db, id);
  if (!menu) throw notFound('菜单不存在');
  if ((await childCount(db, id)) > 0) throw new AppError('请先删除该菜单下的子菜单');
  await db.transaction(async (tx) => {
    const roles = await deleteMenu(tx, id);
    await writeLog(tx, ctx, { module: 'menu', action: 'delete', target: menu.name, before: { ...menu, roleCount: roles } });
  });
}

// Which button privileges belong to a menu: exactly these; privileges taken off it stay, under no menu.
export async function setMenuPrivilege(db: Db, ctx: RequestContext, menuId: number, privilegeIds: number[]) {
  await manageScope(db, ctx);
  const menu = await findMenu(db, menuId);
  if (!menu) throw notFound('菜单不存在');
  const ids = [...new Set(privilegeIds)];
  const known = new Set((await allPrivileges(db)).map((p) => p.id));
  if (ids.some((id) => !known.has(id))) throw new AppError('所选权限不存在，请刷新后重试');
  const before = (await privilegesOfMenu(db, menuId)).map((p) => p.code);
  return db.transaction(async (tx) => {
    await setMenuPrivileges(tx, menuId, ids);
    const after = (await privilegesOfMenu(tx, menuId)).map(brief);
    await writeLog(tx, ctx, { module: 'menu', action: 'grant', target: menu.name, before: { codes: before }, after: { codes: after.map((p) => p.code) } });
    return after;
  });
}
