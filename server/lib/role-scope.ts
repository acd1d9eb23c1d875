import type { Db } from '../db/client';
import { isPlatformAdmin, requireHost } from './access';
import { AppError, forbidden } from './errors';
import { allPrivilegeCodes, operatorRole, roleGrants, rolePrivilegeCodes } from './grant-queries';
import { ADMIN_ROLE_LEVEL } from './grants';
import type { AuthUser, RequestContext } from './request-context';

// Who is managing access, in which park, at which rank, holding which privilege codes there.
export interface ViewScope {
  user: AuthUser;
  admin: boolean;
  parkId: number;
  level: number;
  roleId: number | null;
  privileges: string[];
}

// And what they hold as menu and privilege ids, which writes check. `grants` null: everything (the admin).
export interface ManageScope extends ViewScope {
  grants: { menuIds: Set<number>; privilegeIds: Set<number> } | null;
}

/** The scope of a list: read with the session (no statement of its own), else from the caller's role in the park. */
export async function viewScope(db: Db, ctx: RequestContext): Promise<ViewScope> {
  const user = requireHost(ctx.user, 'manage');
  if (user.parkId === null) throw new AppError('请先选择园区');
  const admin = isPlatformAdmin(user);
  const held = user.grants;
  if (held && held.roleId !== undefined) {
    if (admin) return { user, admin, parkId: user.parkId, level: ADMIN_ROLE_LEVEL, roleId: null, privileges: held.privileges };
    if (held.roleId === null || held.roleLevel === null) throw forbidden();
    return { user, admin, parkId: user.parkId, level: held.roleLevel, roleId: held.roleId, privileges: held.privileges };
  }
  if (admin) return { user, admin, parkId: user.parkId, level: ADMIN_ROLE_LEVEL, roleId: null, privileges: await allPrivilegeCodes(db) };
  const role = await operatorRole(db, user.id, user.parkId);
  if (!role) throw forbidden();
  return { user, admin, parkId: user.parkId, level: role.level, roleId: role.id, privileges: await rolePrivilegeCodes(db, role.id) };
}

export async function manageScope(db: Db, ctx: RequestContext): Promise<ManageScope> {
  const scope = await viewScope(db, ctx);
  if (scope.admin || scope.roleId === null) return { ...scope, grants: null };
  const grants = await roleGrants(db, scope.roleId);
  return { ...scope, grants: { menuIds: new Set(grants.menuIds), privilegeIds: new Set(grants.privilegeIds) } };
}

// An operator manages only their park's own roles of a lower rank (a higher level number) than their own role,
// so nobody raises themselves or a peer; the admin manages every role.
export function mayManageRole(scope: ManageScope, role: { parkId: number | null; level: number }): boolean {
  if (scope.admin) return true;
  return role.parkId === scope.parkId && role.level > scope.level;
}

// Roles a caller may see and hand out: platform roles and their park's roles (the admin: all of them).
export function mayUseRole(scope: ManageScope, role: { parkId: number | null; level: number }): boolean {
  if (scope.admin) return true;
  return (role.parkId === null || role.parkId === scope.parkId) && role.level > scope.level;
}

// Nobody grants what they do not hold themselves.
export function checkGrantable(scope: ManageScope, menuIds: number[], privilegeIds: number[]): void {
  if (!scope.grants) return;
  const { menuIds: mine, privilegeIds: myPrivileges } = scope.grants;
  if (menuIds.some((id) => !mine.has(id)) || privilegeIds.some((id) => !myPrivileges.has(id))) {
    throw forbidden('不能授予您自己没有的菜单或权限');
  }
}
