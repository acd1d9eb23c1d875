import { PRIVILEGES } from '@contract/privileges';
import type { AllotInput } from '@contract/schemas/account';
import type { Db } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { PageRequest } from '../../lib/paging';
import type { RequestContext } from '../../lib/request-context';
import { isUniqueViolation } from '../../lib/db';
import { manageScope, viewScope, type ManageScope, type ViewScope } from '../../lib/role-scope';
import {
  currentAllotments,
  deleteAllotment,
  findAllotment,
  insertAllotments,
  allotOptions,
  listAllotments,
  parkCompanies,
  parkManagers,
  type AllotKind,
} from './allot-queries';
import { checkManageable, managerInPark } from './service';

const ACCOUNT_ADMIN_PRIVILEGE = PRIVILEGES.accountAdmin.code;

export type { AllotInput };

async function targets(db: Db, scope: ManageScope, kind: AllotKind, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = kind === 'company' ? await parkCompanies(db, scope.parkId, unique) : await parkManagers(db, scope.parkId, unique);
  if (found.length !== unique.length) {
    throw kind === 'company' ? fieldError('companyIds', '所选企业不属于当前园区') : fieldError('staffIds', '所选员工不是当前园区的客户经理账号');
  }
  return found;
}

// Each company and each staff member has one manager in a park: taking one from another manager is refused,
// so that nobody loses a company without seeing it happen.
async function checkFree(db: Db, scope: ManageScope, managerId: number, kind: AllotKind, found: { id: number; name: string }[]) {
  const taken = await currentAllotments(db, scope.parkId, kind, found.map((t) => t.id));
  const elsewhere = taken.filter((a) => a.managerId !== managerId);
  if (elsewhere.length) {
    const names = found.filter((t) => elsewhere.some((a) => a.targetId === t.id)).map((t) => t.name);
    throw fieldError(kind === 'company' ? 'companyIds' : 'staffIds', `${names.join('、')} 已分配给其他客户经理，请先解除原分配`);
  }
  const mine = new Set(taken.map((a) => a.targetId));
  return found.filter((t) => !mine.has(t.id));
}

export async function allot(db: Db, ctx: RequestContext, input: AllotInput) {
  const scope = await manageScope(db, ctx);
  const manager = await managerInPark(db, scope, input.managerId);
  checkManageable(scope, manager);
  const staffIds = input.staffIds ?? [];
  if (staffIds.includes(manager.id)) throw fieldError('staffIds', '不能把客户经理分配为自己的员工');
  if (!(input.companyIds ?? []).length && !staffIds.length) throw new AppError('请选择要分配的企业或员工');
  const companies = await checkFree(db, scope, manager.id, 'company', await targets(db, scope, 'company', input.companyIds ?? []));
  const staff = await checkFree(db, scope, manager.id, 'staff', await targets(db, scope, 'staff', staffIds));
  const rows = [
    ...companies.map((c) => ({ parkId: scope.parkId, managerId: manager.id, kind: 'company' as const, targetId: c.id })),
    ...staff.map((s) => ({ parkId: scope.parkId, managerId: manager.id, kind: 'staff' as const, targetId: s.id })),
  ];
  try {
    await db.transaction(async (tx) => {
      await insertAllotments(tx, rows);
      await writeLog(tx, ctx, {
        module: 'account', action: 'allot', target: manager.username,
        after: { companies: companies.map((c) => c.name), staff: staff.map((s) => s.name) },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('所选企业或员工刚被分配给其他客户经理，请刷新后重试');
    throw error;
  }
  return { added: rows.length };
}

const mayListOthers = (scope: ViewScope) => scope.admin || scope.privileges.includes(ACCOUNT_ADMIN_PRIVILEGE);

// Account managers see any manager's allotments; a manager without that privilege sees their own companies.
export async function allotList(db: Db, ctx: RequestContext, filter: PageRequest & { managerId?: number; kind?: AllotKind }) {
  const scope = await viewScope(db, ctx);
  const managerId = mayListOthers(scope) ? filter.managerId : scope.user.id;
  return listAllotments(db, { ...filter, managerId, parkId: scope.parkId });
}

export async function allotDelete(db: Db, ctx: RequestContext, id: number) {
  const scope = await manageScope(db, ctx);
  const row = await findAllotment(db, id);
  if (!row || row.parkId !== scope.parkId) throw notFound('分配记录不存在');
  const manager = await managerInPark(db, scope, row.managerId);
  checkManageable(scope, manager);
  await db.transaction(async (tx) => {
    await deleteAllotment(tx, id);
    await writeLog(tx, ctx, {
      module: 'account', action: 'unallot', target: manager.username,
      before: { kind: row.kind === 'company' ? '企业' : '员工', name: row.targetName },
    });
  });
}

// Companies and manager accounts of the park, to choose from when allotting.
export async function allotChoices(db: Db, ctx: RequestContext) {
  const scope = await manageScope(db, ctx);
  return allotOptions(db, scope.parkId);
}
