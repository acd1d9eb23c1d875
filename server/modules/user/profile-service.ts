import type { LoginDataResponse } from '@contract/schemas/auth';
import type { ParkBrief } from '@contract/schemas/park';
import type { CompanyUserInfo, MechanismUserInfo } from '@contract/schemas/user';
import type { Db } from '../../db/client';
import { requireHost, requireUser } from '../../lib/access';
import { notFound, unauthorized } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { grantsOf } from '../../lib/grants';
import { findUserById, loginUserOf } from '../auth';
import { companyParks, enabledParks, findCompany, findMechanism, operatorParks } from './queries';

async function callerRow(db: Db, ctx: RequestContext) {
  const user = requireUser(ctx.user);
  const row = await findUserById(db, user.id);
  if (!row) throw unauthorized('4001', '登录已失效，请重新登录');
  return { user, row };
}

/** The caller's own row as loginData shows it: from the session's read when it carried the profile, else read. */
async function profileOf(db: Db, ctx: RequestContext) {
  const user = requireUser(ctx.user);
  if (user.profile) return { user, row: { ...user.profile, id: user.id, username: user.username, userType: user.userType } };
  const { row } = await callerRow(db, ctx);
  return { user, row };
}

// The session's read carries the caller, its grants in the session's park and its profile: an operator's or the
// admin's loginData makes no statement of its own (a company's and an agency's read their company or agency).
export async function loginData(db: Db, ctx: RequestContext): Promise<LoginDataResponse> {
  const { user, row } = await profileOf(db, ctx);
  const grants = await grantsOf(db, user, user.parkId);
  const extra: LoginDataResponse['extra'] = { roleLevel: grants.roleLevel };
  if (user.userType === 9 && user.companyId !== null) {
    const company = await findCompany(db, user.companyId);
    if (company) extra.companyInfo = { companyId: company.id, companyName: company.name, state: company.state };
  }
  if (user.hostKey === 'agent' && user.mechanismId !== null) {
    const mechanism = await findMechanism(db, user.mechanismId);
    if (mechanism) extra.mechanism = { id: mechanism.id, name: mechanism.name };
  }
  return { user: loginUserOf(row), extra };
}

export async function belongParks(db: Db, ctx: RequestContext): Promise<ParkBrief[]> {
  const user = requireUser(ctx.user);
  if (user.userType === 0) return enabledParks(db);
  if (user.userType === 8) return operatorParks(db, user.id);
  if (user.userType === 9 && user.companyId !== null) return companyParks(db, user.companyId);
  return [];
}

export async function companyInfo(db: Db, ctx: RequestContext): Promise<CompanyUserInfo & { parkId: number | null }> {
  const user = requireHost(ctx.user, 'front');
  const company = user.companyId === null ? null : await findCompany(db, user.companyId);
  if (!company) return { companyId: null, companyName: null, state: null, parkId: null };
  return { companyId: company.id, companyName: company.name, state: company.state as CompanyUserInfo['state'], parkId: company.parkId };
}

export async function mechanismInfo(db: Db, ctx: RequestContext): Promise<MechanismUserInfo> {
  const user = requireHost(ctx.user, 'agent');
  const mechanism = user.mechanismId === null ? null : await findMechanism(db, user.mechanismId);
  if (!mechanism) throw notFound('未找到该账号所属的服务机构');
  return { id: mechanism.id, name: mechanism.name };
}
