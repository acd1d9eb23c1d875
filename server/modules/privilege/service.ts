import type { PrivilegeInput } from '@contract/schemas/privilege';
import type { Db } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { isUniqueViolation } from '../../lib/db';
import { manageScope, viewScope } from '../../lib/role-scope';
import { allPrivileges, findMenu } from '../menu';
import { deletePrivilege, findPrivilege, insertPrivilege, privilegeByCode, roleCountHolding } from './queries';


// Every privilege code with the menu it belongs to; an operator sees the codes their role holds.
export async function listPrivileges(db: Db, ctx: RequestContext) {
  const scope = await viewScope(db, ctx);
  const rows = await allPrivileges(db);
  if (scope.admin) return rows;
  const held = new Set(scope.privileges);
  return rows.filter((p) => held.has(p.code));
}

export type { PrivilegeInput };

export async function addPrivilege(db: Db, ctx: RequestContext, input: PrivilegeInput) {
  await manageScope(db, ctx);
  const menuId = input.menuId ?? null;
  if (menuId !== null && !(await findMenu(db, menuId))) throw fieldError('menuId', '所属菜单不存在');
  if (await privilegeByCode(db, input.code)) throw fieldError('code', '权限编码已存在');
  try {
    return await db.transaction(async (tx) => {
      const row = await insertPrivilege(tx, { code: input.code, name: input.name.trim(), menuId });
      await writeLog(tx, ctx, { module: 'privilege', action: 'add', target: `${row.code} ${row.name}`, after: row });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('code', '权限编码已存在');
    throw error;
  }
}

// A code some role still holds stays: taking it away silently would change what those users may do.
export async function removePrivilege(db: Db, ctx: RequestContext, id: number) {
  await manageScope(db, ctx);
  const row = await findPrivilege(db, id);
  if (!row) throw notFound('权限不存在');
  await db.transaction(async (tx) => {
    const holders = await roleCountHolding(tx, id);
    if (holders > 0) throw new AppError(`该权限已授予 ${holders} 个角色，请先在角色中取消后再删除`);
    await deletePrivilege(tx, id);
    await writeLog(tx, ctx, { module: 'privilege', action: 'delete', target: `${row.code} ${row.name}`, before: row });
  });
}
