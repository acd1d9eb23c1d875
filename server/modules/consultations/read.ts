import type { AdminListQuery, ConsultationDetail, FrontListQuery } from '@contract/schemas/consultation';
import type { Db } from '../../db/client';
import { requireHost } from '../../lib/access';
import { badRequest, forbidden } from '../../lib/errors';
import { pageWindow } from '../../lib/paging';
import { scopeForPark } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { callerCompany, partyOf } from './parties';
import { handCandidates, listConsultations } from './queries';
import { detailView } from './view';

// Every consultation of one park: the platform admin names it, an operator reads its session's park.
export async function parkConsultations(db: Db, ctx: RequestContext, query: AdminListQuery) {
  const user = requireHost(ctx.user, 'manage');
  const parkId = query.parkId ?? user.parkId;
  if (!parkId) throw badRequest('请先选择园区');
  await scopeForPark(db, ctx, parkId);
  const { offset, limit } = pageWindow(query);
  const { pageNum: _n, pageSize: _s, parkId: _p, ...filter } = query;
  return listConsultations(db, { ...filter, parkId }, offset, limit);
}

// The company's own consultations; `x` of list/{x} is its park (spec §7, README decisions).
export async function companyConsultations(db: Db, ctx: RequestContext, parkId: number, query: FrontListQuery) {
  const { company } = await callerCompany(db, ctx, parkId);
  const { offset, limit } = pageWindow(query);
  return listConsultations(db, { companyId: company.id, parkId, state: query.state }, offset, limit);
}

// The consultations handed to the calling agency, from every park.
export async function agencyConsultations(db: Db, ctx: RequestContext, query: FrontListQuery) {
  const user = requireHost(ctx.user, 'agent');
  if (!user.mechanismId) throw forbidden('请使用服务机构账号操作');
  const { offset, limit } = pageWindow(query);
  return listConsultations(db, { mechanismId: user.mechanismId, state: query.state }, offset, limit);
}

export async function consultationDetail(db: Db, ctx: RequestContext, id: number): Promise<ConsultationDetail> {
  const { row, host } = await partyOf(db, ctx, id);
  return detailView(db, row, host);
}

export async function companyConsultationDetail(db: Db, ctx: RequestContext, parkId: number, id: number): Promise<ConsultationDetail> {
  await callerCompany(db, ctx, parkId);
  return consultationDetail(db, ctx, id);
}

export function agencyCandidates(db: Db) {
  return handCandidates(db);
}
