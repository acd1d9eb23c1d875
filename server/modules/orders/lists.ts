import type { ServiceType } from '@contract/agency';
import type { AgencyOrderListQuery, AssignCandidate, MyOrderListQuery, OrderDetail, OrderPage, ParkOrderListQuery } from '@contract/schemas/orders';
import type { Db } from '../../db/client';
import { requireHost } from '../../lib/access';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { assertParkAccess, parkScope } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { agenciesOffering } from '../agency';
import { orderFor } from './parties';
import { agencyStanding, countOverdue, eventsOf, isOverdue, listOrders, mechanismContacts, orderNames, type ListScope } from './queries';
import { detailView, rowView } from './view';

async function page(db: Db, scope: ListScope, query: Partial<ParkOrderListQuery>, counted = true): Promise<OrderPage> {
  const { list, total } = await listOrders(db, scope, query, counted);
  // An empty page has no row to carry the overdue count.
  const overdue = !counted ? 0 : list[0] ? list[0].overdueTotal : await countOverdue(db, scope);
  return { list: list.map((r) => rowView(r.order, r)), total, overdue };
}

/** The company's own applications (front-cash-order). */
export function myOrders(db: Db, ctx: RequestContext, query: MyOrderListQuery) {
  const user = requireHost(ctx.user, 'front');
  if (user.companyId === null) return Promise.resolve({ list: [], total: 0, overdue: 0 });
  return page(db, { companyId: user.companyId }, query, false);
}

/** Every application of the session's park (serviceOrder, cash-order). */
export async function parkOrders(db: Db, ctx: RequestContext, query: ParkOrderListQuery) {
  const user = requireHost(ctx.user, 'manage');
  if (user.parkId === null) throw badRequest('请先选择园区');
  assertParkAccess(await parkScope(db, user), user.parkId);
  return page(db, { parkId: user.parkId }, query);
}

/** The applications routed to the calling agency (cash-order). */
export function agencyOrders(db: Db, ctx: RequestContext, query: AgencyOrderListQuery) {
  const user = requireHost(ctx.user, 'agent');
  if (user.mechanismId === null) return Promise.resolve({ list: [], total: 0, overdue: 0 });
  return page(db, { mechanismId: user.mechanismId }, query);
}

/** One order with its whole history and what the caller may do now. */
export async function orderDetail(db: Db, ctx: RequestContext, id: number, parkId?: number): Promise<OrderDetail> {
  const { order, party } = await orderFor(db, ctx, id);
  if (parkId !== undefined && order.parkId !== parkId) throw notFound('订单不存在');
  const [names, events, overdue] = await Promise.all([orderNames(db, order), eventsOf(db, order.id), isOverdue(db, order.id)]);
  return detailView(order, { ...names, overdue }, events, party);
}

export async function policyApplyDetail(db: Db, ctx: RequestContext, id: number): Promise<OrderDetail> {
  const detail = await orderDetail(db, ctx, id);
  if (detail.kind !== 'policy') throw notFound('政策申请不存在');
  return detail;
}

/** The agencies an operator may assign the order to: listed, offering its service type, with open load and rating. */
export async function assignCandidates(db: Db, ctx: RequestContext, parkId: number, orderId: number): Promise<AssignCandidate[]> {
  const { order, party } = await orderFor(db, ctx, orderId);
  if (party !== 'operator' || order.parkId !== parkId) throw forbidden();
  if (!order.serviceType) return [];
  const offering = await agenciesOffering(db, order.serviceType as ServiceType);
  const ids = offering.map((a) => a.mechanismId);
  const [standing, contacts] = await Promise.all([agencyStanding(db, ids), mechanismContacts(db, ids)]);
  return offering
    .filter((a) => !contacts.find((c) => c.id === a.mechanismId)?.frozen)
    .map((a) => {
      const s = standing.find((r) => r.mechanismId === a.mechanismId);
      const c = contacts.find((r) => r.id === a.mechanismId);
      return {
        id: a.mechanismId,
        name: a.name,
        contact: c?.contact ?? null,
        phone: c?.phone ?? null,
        serviceTypes: [order.serviceType ?? ''],
        openLoad: s?.openLoad ?? 0,
        rating: s?.rating === null || s?.rating === undefined ? null : Number(s.rating),
        ratedCount: s?.ratedCount ?? 0,
      };
    });
}
