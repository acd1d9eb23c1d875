import type { HostKey } from '@contract/host-kinds';
import type { Db } from '../../db/client';
import { requireUser } from '../../lib/access';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { scopeForPark } from '../../lib/park-scope';
import type { AuthUser, RequestContext } from '../../lib/request-context';
import { companyOf, findConsultation, type ConsultationRecord } from './queries';

export const STALE = '状态已变更，请刷新后重试';
export const stale = () => new AppError(STALE);

/** The caller and the consultation, once the caller is known to be one of its parties. */
export interface Party {
  user: AuthUser;
  host: HostKey;
  row: ConsultationRecord;
}

export async function loadConsultation(db: Db, id: number): Promise<ConsultationRecord> {
  const row = await findConsultation(db, id);
  if (!row) throw notFound('咨询不存在');
  return row;
}

// Only the company that asked, an operator of its park (or the platform admin), and the agency it was handed to:
// anyone else is answered 403 before anything changes.
export async function partyOf(db: Db, ctx: RequestContext, id: number): Promise<Party> {
  const user = requireUser(ctx.user);
  const row = await loadConsultation(db, id);
  if (user.hostKey === 'manage') await scopeForPark(db, ctx, row.parkId);
  else if (user.hostKey === 'front' && row.companyId !== user.companyId) throw forbidden('这不是本企业的咨询');
  else if (user.hostKey === 'agent' && (row.mechanismId === null || row.mechanismId !== user.mechanismId)) throw forbidden('该咨询未转交给本机构');
  return { user, host: user.hostKey, row };
}

/** The signed-in company and its park; `parkId` named by a front path must be that park. */
export async function callerCompany(db: Db, ctx: RequestContext, parkId?: number) {
  const user = requireUser(ctx.user);
  const company = user.companyId ? await companyOf(db, user.companyId) : null;
  if (!company) throw forbidden('请使用企业账号操作');
  if (parkId !== undefined && parkId !== company.parkId) throw forbidden('只能查看本园区的咨询');
  return { user, company };
}
