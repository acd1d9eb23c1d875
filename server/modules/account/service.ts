import type { ManagerInput, ManagerUpdate } from '@contract/schemas/account';
import type { Db } from '../../db/client';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import { hashPassword } from '../../lib/password';
import type { PageRequest } from '../../lib/paging';
import type { RequestContext } from '../../lib/request-context';
import { isUniqueViolation } from '../../lib/db';
import { manageScope, mayUseRole, viewScope, type ManageScope } from '../../lib/role-scope';
import { checkEmail, checkPasswordStrength, checkUsername } from '../../lib/user-policy';
import { revokeUserSessions } from '../auth';
import { findRole } from '../role';
import { usernameTaken } from '../user';
import { listAllotments } from './allot-queries';
import { findManager, insertManager, listManagers, setParkRole, updateManager, type ManagerChange, type ManagerRow } from './queries';


// What the log keeps of an account: never the password.
const summary = (m: ManagerRow) => ({
  username: m.username, nickname: m.nickname, phone: m.phone, email: m.email, role: m.roleName, frozen: m.frozen,
});

export async function listManagerAccounts(db: Db, ctx: RequestContext, filter: PageRequest & { keyword?: string; frozen?: boolean }) {
  const scope = await viewScope(db, ctx);
  return listManagers(db, { ...filter, parkId: scope.parkId });
}

export async function managerInPark(db: Db, scope: ManageScope, id: number): Promise<ManagerRow> {
  const manager = await findManager(db, scope.parkId, id);
  if (!manager) throw notFound('客户经理账号不存在');
  return manager;
}

// An operator changes only accounts ranked below them, never their own; the admin any in the park.
export function checkManageable(scope: ManageScope, manager: ManagerRow): void {
  if (scope.admin) return;
  if (manager.id === scope.user.id) throw forbidden('不能修改自己的账号，请到账号信息中修改');
  if (manager.roleLevel !== null && manager.roleLevel <= scope.level) throw forbidden('只能管理角色级别低于您的账号');
}

async function usableRole(db: Db, scope: ManageScope, roleId: number) {
  const role = await findRole(db, roleId);
  if (!role || (!scope.admin && role.parkId !== null && role.parkId !== scope.parkId)) throw fieldError('roleId', '所选角色不存在');
  if (role.parkId !== null && role.parkId !== scope.parkId) throw fieldError('roleId', '所选角色属于其他园区');
  if (!mayUseRole(scope, role)) throw forbidden('只能分配级别低于您的角色');
  return role;
}

export async function managerDetail(db: Db, ctx: RequestContext, id: number) {
  const scope = await manageScope(db, ctx);
  const manager = await managerInPark(db, scope, id);
  const [companies, staff] = await Promise.all([
    listAllotments(db, { parkId: scope.parkId, managerId: id, kind: 'company', pageSize: 100 }),
    listAllotments(db, { parkId: scope.parkId, managerId: id, kind: 'staff', pageSize: 100 }),
  ]);
  return { ...manager, companies: companies.list, staff: staff.list };
}

export type { ManagerInput, ManagerUpdate };

function checkContact(input: { email?: string }): void {
  if (input.email) checkEmail(input.email);
}

function uniqueRefusal(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('用户名或手机号已被其他账号使用');
  throw error;
}

// A customer-service manager is a park operator account (userType 8) of the caller's park, with a role there.
export async function insertManagerAccount(db: Db, ctx: RequestContext, input: ManagerInput) {
  const scope = await manageScope(db, ctx);
  checkUsername(input.username);
  checkPasswordStrength(input.password);
  checkContact(input);
  const role = await usableRole(db, scope, input.roleId);
  if (await usernameTaken(db, input.username)) throw new AppError('用户名已存在');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const values = { username: input.username, passwordHash, nickname: input.nickname.trim(), phone: input.phone || null, email: input.email || null };
      const id = await insertManager(tx, values, scope.parkId, role.id);
      await writeLog(tx, ctx, {
        module: 'account', action: 'add', target: input.username,
        after: { username: values.username, nickname: values.nickname, phone: values.phone, email: values.email, role: role.name },
      });
      return { id };
    });
  } catch (error) {
    return uniqueRefusal(error);
  }
}

// A new password ends the account's sessions: whoever knew the old one is out.
export async function updateManagerAccount(db: Db, ctx: RequestContext, input: ManagerUpdate) {
  const scope = await manageScope(db, ctx);
  const before = await managerInPark(db, scope, input.id);
  checkManageable(scope, before);
  checkContact(input);
  const change: ManagerChange = {};
  if (input.nickname !== undefined) change.nickname = input.nickname.trim();
  if (input.phone !== undefined) change.phone = input.phone || null;
  if (input.email !== undefined) change.email = input.email || null;
  if (input.password !== undefined) {
    checkPasswordStrength(input.password);
    change.passwordHash = await hashPassword(input.password);
  }
  const role = input.roleId === undefined ? null : await usableRole(db, scope, input.roleId);
  try {
    await db.transaction(async (tx) => {
      await updateManager(tx, before.id, change);
      if (role) await setParkRole(tx, before.id, scope.parkId, role.id);
      if (change.passwordHash) await revokeUserSessions(tx, before.id, new Date());
      const after = await findManager(tx, scope.parkId, before.id);
      await writeLog(tx, ctx, {
        module: 'account', action: 'update', target: before.username, before: summary(before),
        after: { ...(after ? summary(after) : {}), ...(change.passwordHash ? { password: '已重置' } : {}) },
      });
    });
  } catch (error) {
    uniqueRefusal(error);
  }
  return managerDetail(db, ctx, input.id);
}

// Freezing ends every session of the account at once; its next call answers 401 '4001'.
export async function freezeManagerAccount(db: Db, ctx: RequestContext, id: number, frozen: boolean) {
  const scope = await manageScope(db, ctx);
  const manager = await managerInPark(db, scope, id);
  checkManageable(scope, manager);
  if (manager.frozen === frozen) return { id, frozen };
  await db.transaction(async (tx) => {
    await updateManager(tx, id, { frozen });
    if (frozen) await revokeUserSessions(tx, id, new Date());
    await writeLog(tx, ctx, {
      module: 'account', action: frozen ? 'freeze' : 'unfreeze', target: manager.username,
      before: { frozen: manager.frozen }, after: { frozen },
    });
  });
  return { id, frozen };
}
