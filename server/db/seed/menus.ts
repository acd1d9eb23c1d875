import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../lib/db';
import { PRIVILEGE_LIST, PRIVILEGES } from '@contract/privileges';
import type { ScreenName } from '@contract/screens/catalogue';
import { manageMenuTree, type ManageMenuSeed } from '@contract/screens/menus';
import type { RoleLevel } from '@contract/schemas/role';
import { menus, privileges, roleMenus, rolePrivileges, roles, userParks, users } from '../schema';

// Every manage screen area of spec §2, from the screen catalogue; a group's children become /{group}/{child} routes.
export const MANAGE_MENUS: ManageMenuSeed[] = manageMenuTree();

// Privilege codes name actions (the buttons of a screen); the catalogue is the contract's (contract/privileges.ts).
// Platform-only codes change what every park sees, so the seeded operator role does not hold them.

// Lower-level platform roles, so that every level has an example: [name, level, description, menu screens, codes].
const EXTRA_ROLES: [string, RoleLevel, string, ScreenName[], string[]][] = [
  ['客服经理', 2, '负责分配到的入驻企业', ['settlecompany', 'companySuggest', 'serviceOrder', 'advice-order'], [PRIVILEGES.orderRouting.code]],
  ['客服专员', 3, '协助客服经理处理企业诉求', ['companySuggest'], []],
];

export const OPERATOR_ROLE_NAME = '园区运营';

async function insertTree(tx: Tx, nodes: ManageMenuSeed[], parentId: number | null, byPath: Map<string, number>) {
  for (const [index, node] of nodes.entries()) {
    const [row] = await tx
      .insert(menus)
      .values({ parentId, name: node.name, path: node.path, icon: node.icon ?? null, sort: (index + 1) * 10 })
      .returning({ id: menus.id });
    if (!row) throw new Error(`seed: menu ${node.path}`);
    byPath.set(node.path, row.id);
    if (node.children) await insertTree(tx, node.children, row.id, byPath);
  }
}

// The manage menu tree, the privilege codes, a level-1 role holding every menu and all but the platform-only codes
// (given to every operator membership without a role: the demo operator in its park) and one role per lower level.
export async function seedMenus(tx: Tx): Promise<void> {
  const byPath = new Map<string, number>();
  await insertTree(tx, MANAGE_MENUS, null, byPath);
  const privilegeRows = await tx
    .insert(privileges)
    .values(PRIVILEGE_LIST.map((p) => ({ code: p.code, name: p.name, menuId: p.opens ? (byPath.get(p.opens) ?? null) : null })))
    .returning({ id: privileges.id, code: privileges.code });
  const privilegeId = new Map(privilegeRows.map((p) => [p.code, p.id]));
  const operatorCodes = PRIVILEGE_LIST.filter((p) => !p.platformOnly).map((p) => p.code);
  const allPaths = [...byPath.keys()];
  const roleId = await insertRole(tx, OPERATOR_ROLE_NAME, 1, '园区运营人员，可使用园区管理的全部功能', allPaths, operatorCodes, byPath, privilegeId);
  for (const [name, level, description, paths, codes] of EXTRA_ROLES) {
    await insertRole(tx, name, level, description, paths, codes, byPath, privilegeId);
  }
  const operators = tx.select({ id: users.id }).from(users).where(eq(users.userType, 8));
  await tx
    .update(userParks)
    .set({ roleId })
    .where(and(isNull(userParks.roleId), inArray(userParks.userId, operators)));
}

async function insertRole(
  tx: Tx,
  name: string,
  level: RoleLevel,
  description: string,
  paths: string[],
  codes: string[],
  byPath: Map<string, number>,
  privilegeId: Map<string, number>,
): Promise<number> {
  const [role] = await tx.insert(roles).values({ name, level, description }).returning({ id: roles.id });
  if (!role) throw new Error(`seed: role ${name}`);
  const menuIds = paths.map((path) => byPath.get(path)).filter((id) => id !== undefined);
  if (menuIds.length) await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: role.id, menuId })));
  const ids = codes.map((code) => privilegeId.get(code)).filter((id) => id !== undefined);
  if (ids.length) await tx.insert(rolePrivileges).values(ids.map((id) => ({ roleId: role.id, privilegeId: id })));
  return role.id;
}
