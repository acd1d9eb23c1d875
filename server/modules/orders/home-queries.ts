// The orders module's to-do kinds on the home (contract/domains/orders.ts), and the orders waiting that the voucher
// kinds read as well.
import { sql, type SQL } from 'drizzle-orm';
import type { ModuleTodos } from '../../lib/module-face';
import { levelJoin, overdueSql } from './queries';

/** The orders matching `where`, as the home's rows, oldest first by `since`. */
export const ordersWaiting = (where: SQL, since: SQL = sql`orders.created_at`) => sql`
  select orders.id, orders.subject_title as title, ${since} as since, ${overdueSql} as late, orders.park_id as park,
    coalesce((select vo.batch_id from voucher_orders vo where vo.order_id = orders.id), 0) as ref
  from orders left join order_service_levels on ${levelJoin} where ${where}`;

/** The orders routed to an agency. */
export const routedTo = (mechanismId: number) => sql`orders.mechanism_id = ${mechanismId}`;

export const orderTodos: ModuleTodos = {
  manage: (parkId) => ({
    orderRoute: ordersWaiting(sql`orders.park_id = ${parkId} and orders.state = 'submitted' and orders.kind in ('service', 'policy') and orders.mechanism_id is null`),
  }),
  front: (companyId) => ({
    orderConfirm: ordersWaiting(sql`orders.company_id = ${companyId} and orders.state = 'delivered'`, sql`coalesce(orders.delivered_at, orders.updated_at)`),
  }),
  agent: (mechanismId) => {
    const routed = routedTo(mechanismId);
    return {
      orderAccept: ordersWaiting(sql`${routed} and orders.kind = 'service' and orders.state in ('submitted', 'assigned')`),
      orderDeliver: ordersWaiting(sql`${routed} and ((orders.kind = 'service' and orders.state in ('accepted', 'inService')) or (orders.kind = 'voucher' and orders.state = 'contracted'))`),
    };
  },
};
