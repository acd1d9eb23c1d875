import type { MenuNode } from '@contract/schemas/menu';
import type { Db } from '../../db/client';
import { isPlatformAdmin, requireHost } from '../../lib/access';
import { forbidden, notFound } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { isEnabledPark } from '../../lib/grant-queries';
import { allMenus, membership, roleMenuIds } from './queries';
import { menuTree } from './tree';

// Manage menus only: the admin sees the whole tree in any enabled park, an operator their role's menus in a park
// they belong to. Company and agency menus are built into the console. Park 0 means "no park chosen" (a user with
// no park, or a link login): the admin still gets the whole tree, anyone else gets no menu.
export async function currentUserMenu(db: Db, ctx: RequestContext, parkId: number): Promise<MenuNode[]> {
  const user = requireHost(ctx.user, 'manage');
  if (parkId === 0) return isPlatformAdmin(user) ? menuTree(await allMenus(db), null) : [];
  if (!(await isEnabledPark(db, parkId))) throw notFound('园区不存在或已停用');
  if (isPlatformAdmin(user)) return menuTree(await allMenus(db), null);
  const member = await membership(db, user.id, parkId);
  if (!member) throw forbidden('您不属于该园区，无法查看其菜单');
  if (member.roleId === null) return [];
  return menuTree(await allMenus(db), await roleMenuIds(db, member.roleId));
}
