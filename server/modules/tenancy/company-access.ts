import { parkToday } from '@contract/park-calendar';
import type { Db } from '../../db/client';
import { isPlatformAdmin, requireHost } from '../../lib/access';
import { forbidden, notFound } from '../../lib/errors';
import { scopeForPark } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { findCompany, type CompanyRow } from './tenancy-queries';

/** What the loser of a race is told. */
export const STATE_CHANGED = '状态已变更，请刷新后重试';

// A company of a park the caller manages. A change (`acting`) is made in the session's park, where the route's
// privilege was checked: an operator of two parks switches park before moving a company of the other one.
export async function companyInScope(db: Db, ctx: RequestContext, companyId: number, acting = false): Promise<CompanyRow> {
  const caller = requireHost(ctx.user, 'manage');
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('企业不存在');
  await scopeForPark(db, ctx, company.parkId);
  if (acting && !isPlatformAdmin(caller) && caller.parkId !== company.parkId) throw forbidden('请先切换到该企业所在的园区');
  return company;
}

/** Today in the park's time zone, `YYYY-MM-DD`. */
export const today = (): string => parkToday();

export const roomLabel = (r: { buildingName: string; floorName: string; name: string }) => `${r.buildingName} ${r.floorName} ${r.name}`;
