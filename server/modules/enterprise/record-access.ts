import type { Db } from '../../db/client';
import { requireHost } from '../../lib/access';
import { forbidden, notFound } from '../../lib/errors';
import { grantsOf } from '../../lib/grants';
import { scopeForPark } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { PRIVILEGES } from '@contract/privileges';
import { findCompany, type CompanyRow } from './queries';

export interface RecordCaller {
  company: CompanyRow;
  /** company: the tenant's own account; operator: a manage user of the company's park. */
  kind: 'company' | 'operator';
}

// Who may reach a company's record: the company itself (its session's companyId, nothing else), or a manage user of
// the company's park; an operator's edit needs the privilege of the park's company screens (settlecompany).
export async function reachCompany(db: Db, ctx: RequestContext, parkId: number, companyId: number, write: boolean): Promise<RecordCaller> {
  const user = requireHost(ctx.user, 'front', 'manage');
  if (user.hostKey === 'front') {
    if (user.companyId !== companyId) throw forbidden('只能查看和修改本企业的信息');
    const company = await findCompany(db, companyId);
    if (!company || company.parkId !== parkId) throw notFound('企业不存在');
    return { company, kind: 'company' };
  }
  await scopeForPark(db, ctx, parkId);
  const company = await findCompany(db, companyId);
  if (!company || company.parkId !== parkId) throw notFound('企业不存在');
  if (write) {
    const { privileges } = await grantsOf(db, user, parkId);
    if (!privileges.includes(PRIVILEGES.companyTenancy.code)) throw forbidden();
  }
  return { company, kind: 'operator' };
}
