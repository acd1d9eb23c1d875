import type { RoleGrants, RoleInput, RoleLevel } from '@contract/schemas/role';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { PageRequest } from '../../lib/paging';
import type { RequestContext } from '../../lib/request-context';
import {
  deleteRole,
  existingIds,
  findRole,
  insertRole,
  listRoles,
  lockRole,
  roleHolderCount,
  setRoleGrants,
  updateRole,
  type RoleRow,
} from './queries';
import { roleGrants } from '../../lib/grant-queries';
import { checkGrantable, manageScope, mayManageRole, viewScope, type ManageScope } from '../../lib/role-scope';

export type { RoleInput };
export type RoleGrantsInput = RoleGrants;


const summary = (role: RoleRow) => ({ name: role.name, level: role.level, description: role.description });

export async function listRolesFor(db: Db, ctx: RequestContext, filter: PageRequest & { name?: string; level?: RoleLevel }) {
  const scope = await viewScope(db, ctx);
  return listRoles(db, { ...filter, parkId: scope.admin ? null : scope.parkId });
}

async function visibleRole(db: Db, scope: ManageScope, id: number): Promise<RoleRow> {
  const role = await findRole(db, id);
  if (!role || (!scope.admin && role.parkId !== null && role.parkId !== scope.parkId)) throw notFound('角色不存在');
  return role;
}

async function managedRole(db: Db, scope: ManageScope, id: number): Promise<RoleRow> {
  const role = await visibleRole(db, scope, id);
  if (!mayManageRole(scope, role)) throw forbidden('只能管理本园区中级别低于您的角色');
  return role;
}

function checkLevel(scope: ManageScope, level: number): void {
  if (!scope.admin && level <= scope.level) throw forbidden('只能设置级别低于您的角色');
}

async function checkGrants(db: Db, scope: ManageScope, input: RoleGrantsInput): Promise<RoleGrantsInput> {
  const menuIds = [...new Set(input.menuIds)];
  const privilegeIds = [...new Set(input.privilegeIds)];
  const found = await existingIds(db, menuIds, privilegeIds);
  if (found.menus !== menuIds.length) throw new AppError('所选菜单不存在，请刷新后重试');
  if (found.privileges !== privilegeIds.length) throw new AppError('所选权限不存在，请刷新后重试');
  checkGrantable(scope, menuIds, privilegeIds);
  return { menuIds, privilegeIds };
}

export async function roleDetail(db: Db, ctx: RequestContext, id: number) {
  const scope = await manageScope(db, ctx);
  const role = await visibleRole(db, scope, id);
  const [grants, userCount] = await Promise.all([roleGrants(db, id), roleHolderCount(db, id)]);
  return { ...role, ...grants, userCount, editable: mayManageRole(scope, role) };
}

// Admins make platform roles (every park may use them); operators make roles of their own park.
export async function addRole(db: Db, ctx: RequestContext, input: RoleInput & Partial<RoleGrantsInput>) {
  const scope = await manageScope(db, ctx);
  checkLevel(scope, input.level);
  const grants = await checkGrants(db, scope, { menuIds: input.menuIds ?? [], privilegeIds: input.privilegeIds ?? [] });
  return db.transaction(async (tx) => {
    const role = await insertRole(tx, {
      name: input.name.trim(),
      level: input.level,
      description: input.description?.trim() || null,
      parkId: scope.admin ? null : scope.parkId,
    });
    await setRoleGrants(tx, role.id, grants.menuIds, grants.privilegeIds);
    await writeLog(tx, ctx, { module: 'role', action: 'add', target: role.name, after: { ...summary(role), ...grants } });
    return role;
  });
}

export async function changeRole(db: Db, ctx: RequestContext, id: number, input: RoleInput) {
  const scope = await manageScope(db, ctx);
  const before = await managedRole(db, scope, id);
  checkLevel(scope, input.level);
  return db.transaction(async (tx) => {
    const role = await updateRole(tx, id, { name: input.name.trim(), level: input.level, description: input.description?.trim() || null });
    await writeLog(tx, ctx, { module: 'role', action: 'update', target: role.name, before: summary(before), after: summary(role) });
    return role;
  });
}

export async function removeRole(db: Db, ctx: RequestContext, id: number) {
  const scope = await manageScope(db, ctx);
  await managedRole(db, scope, id);
  await db.transaction(async (tx) => {
    const role = await lockRole(tx, id);
    if (!role) throw notFound('角色不存在');
    const holders = await roleHolderCount(tx, id);
    if (holders > 0) throw new AppError(`该角色正在被 ${holders} 个账号使用，请先为这些账号更换角色后再删除`);
    const grants = await roleGrants(tx, id);
    await deleteRole(tx, id);
    await writeLog(tx, ctx, { module: 'role', action: 'delete', target: role.name, before: { ...summary(role), ...grants } });
  });
}

// The menu-privilege setting: the role's menus and button privileges are replaced by exactly these.
export async function setRoleMenuPrivileges(db: Db, ctx: RequestContext, id: number, input: RoleGrantsInput) {
  const scope = await manageScope(db, ctx);
  const role = await managedRole(db, scope, id);
  const grants = await checkGrants(db, scope, input);
  const before = await roleGrants(db, id);
  await db.transaction(async (tx) => {
    await setRoleGrants(tx, id, grants.menuIds, grants.privilegeIds);
    await writeLog(tx, ctx, { module: 'role', action: 'grant', target: role.name, before, after: grants });
  });
  return grants;
}
