import type { Db } from '../../db/client';
import { requireHost, sessionCompanyId } from '../../lib/access';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { assertParkAccess, parkScope } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { findCompany } from './queries';

export type Company = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

const SETTLED = 1;
export const NOT_OWN = '只能管理本企业的员工';

/**
 * The company whose staff a front caller manages: always the session user's own. A `companyId` naming another
 * company is refused (403) before anything is read or written.
 */
export async function ownCompany(db: Db, ctx: RequestContext, companyId?: number): Promise<Company> {
  const user = requireHost(ctx.user, 'front');
  if (!user.companyId) throw forbidden('当前账号未关联企业');
  if (companyId !== undefined && companyId !== user.companyId) throw forbidden(NOT_OWN);
  const company = await findCompany(db, user.companyId);
  if (!company) throw forbidden('当前账号未关联企业');
  return company;
}

/** The caller's own company's id, to read its staff: no statement when the session's read found the company. */
export async function ownCompanyId(db: Db, ctx: RequestContext, companyId?: number): Promise<number> {
  const user = requireHost(ctx.user, 'front');
  const known = sessionCompanyId(user);
  if (known === undefined) return (await ownCompany(db, ctx, companyId)).id;
  if (companyId !== undefined && user.companyId && companyId !== user.companyId) throw forbidden(NOT_OWN);
  if (!known) throw forbidden('当前账号未关联企业');
  return known;
}

/** Staff are added, changed and removed only by a settled company (state 1); others may still read theirs. */
export async function settledCompany(db: Db, ctx: RequestContext, companyId?: number): Promise<Company> {
  const company = await ownCompany(db, ctx, companyId);
  if (company.state !== SETTLED) throw badRequest('企业入驻审核通过后才能管理员工');
  return company;
}

/** The company a manage caller reads staff of: one of a park in the caller's scope. */
export async function scopedCompany(db: Db, ctx: RequestContext, companyId: number): Promise<Company> {
  const scope = await parkScope(db, ctx.user);
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('企业不存在');
  assertParkAccess(scope, company.parkId);
  return company;
}
