import { PRIVILEGES } from '@contract/privileges';
import type { OrderParty } from '@contract/order-states';
import type { Db } from '../../db/client';
import { requireUser } from '../../lib/access';
import { forbidden, notFound } from '../../lib/errors';
import { grantsOf } from '../../lib/grants';
import { assertParkAccess, parkScope } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { findOrder, type OrderRecord } from './queries';

// A company reaches only its own orders, an agency only those routed to it, an operator only its parks'. Anyone
// else is answered 403 before anything is written.
export async function partyOf(db: Db, ctx: RequestContext, order: OrderRecord): Promise<OrderParty> {
  const user = requireUser(ctx.user);
  if (user.hostKey === 'front') {
    if (user.companyId === null || user.companyId !== order.companyId) throw forbidden('无权查看该订单');
    return 'company';
  }
  if (user.hostKey === 'agent') {
    if (user.mechanismId === null || user.mechanismId !== order.mechanismId) throw forbidden('无权查看该订单');
    return 'agency';
  }
  assertParkAccess(await parkScope(db, user), order.parkId);
  return 'operator';
}

/** The order and the caller's part in it. */
export async function orderFor(db: Db, ctx: RequestContext, id: number) {
  const order = await findOrder(db, id);
  if (!order) throw notFound('订单不存在');
  return { order, party: await partyOf(db, ctx, order) };
}

/** An operator acts on an order only in the order's park, holding the order-routing privilege there. */
export async function assertOperatorActs(db: Db, ctx: RequestContext, order: OrderRecord): Promise<void> {
  const user = requireUser(ctx.user);
  if (user.parkId !== order.parkId) throw forbidden('请先切换到该订单所属园区');
  const { privileges } = await grantsOf(db, user, order.parkId);
  if (!privileges.includes(PRIVILEGES.orderRouting.code)) throw forbidden();
}
