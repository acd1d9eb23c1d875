import type { Db } from '../../db/client';
import { requireHost } from '../../lib/access';
import { forbidden, notFound } from '../../lib/errors';
import { scopeForPark } from '../../lib/park-scope';
import type { AuthUser, RequestContext } from '../../lib/request-context';
import { findCompany } from './queries';

export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

// Who reaches a company's tree: the company itself (another company's id answers 403 before anything is read), or a
// manage user whose parks hold it. An agency never does (the route declares its hosts).
export async function reachCompany(db: Db, ctx: RequestContext, companyId: number): Promise<{ user: AuthUser; company: CompanyRow }> {
  const user = requireHost(ctx.user, 'manage', 'front');
  if (user.hostKey === 'front' && user.companyId !== companyId) throw forbidden('只能查看和维护本企业的生命树');
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('企业不存在');
  if (user.hostKey === 'manage') await scopeForPark(db, ctx, company.parkId);
  return { user, company };
}
