import type { Db } from '../db/client';
import { isPlatformAdmin, requireHost } from './access';
import { AppError, forbidden } from './errors';
import { operatorRole, roleGrants } from './grant-queries';
import { ADMIN_ROLE_LEVEL } from './grants';
import type { AuthUser, RequestContext } from './request-context';

// Who is managing access, in which park, and what they themselves hold. `grants` null: everything (the admin).
export interface ManageScope {
  user: AuthUser;
  admin: boolean;
  parkId: number;
  level: number;
  roleId: number | null;
  grants: { menuIds: Set<number>; privilegeIds: Set<number> } | null;
}

export async function manageScope(db: Db, ctx: RequestContext): Promise<ManageScope> {
  const user = requireHost(ctx.user, 'manage');
  if (user.parkId === null) throw new AppError('请先选择园区');
  if (isPlatformAdmin(user)) {
    return { user, admin: true, parkId: user.parkId, level: ADMIN_ROLE_LEVEL, roleId: null, grants: null };
  }
  const role = await operatorRole(db, user.id, user.parkId);
  if (!role) throw forbidden();
  const grants = await roleGrants(db, role.id);
  return {
    user,
    admin: false,
    parkId: user.parkId,
    level: role.level,
    roleId: role.id,
    grants: { menuIds: new Set(grants.menuIds), privilegeIds: new Set(grants.privilegeIds) },
  };
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
