// The orders module's face: service and policy applications through the one order machine
// (contract/order-states.ts). Other order kinds (the voucher) create and move their orders through
// createOrder and transitionOrder, inside their own transaction.
export { orderRoutes } from './routes';
export { createOrder, transitionOrder, providerOf, STALE, type OrderDraft, type TransitionInput } from './machine';
export { orderDetail } from './lists';
export { overdueSql as orderOverdue, levelJoin as orderLevelJoin } from './queries';
