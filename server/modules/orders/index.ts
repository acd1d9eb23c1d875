// The orders module's face: service and policy applications through the one order machine
// (contract/order-states.ts). Other order kinds (the voucher) create and move their orders through
// createOrder and transitionOrder, inside their own transaction.
import type { ModuleFace } from '../../lib/module-face';
import { seedOrders } from './seed';
import { orderRoutes } from './routes';
import { orderTodos } from './home-queries';

export { createOrder, transitionOrder, providerOf, STALE, type OrderDraft, type TransitionInput } from './machine';
export { orderDetail } from './lists';
export { overdueSql as orderOverdue, levelJoin as orderLevelJoin } from './queries';
// The voucher orders' to-do kinds read the orders waiting as the home's rows.
export { ordersWaiting, routedTo } from './home-queries';

export const ordersModule: ModuleFace = { routes: [orderRoutes], todos: orderTodos, seeds: [seedOrders] };
