import { orderCalls } from '@contract/calls/orders';
import { callRoutes } from '../../lib/call-routes';
import { agencyAction, cancelOrder, confirmOrder, orderAction, postReceipt } from './actions';
import { applyForPolicy, applyForService, applyOptions, contactPrefill } from './apply';
import { agencyOrders, assignCandidates, myOrders, orderDetail, parkOrders, policyApplyDetail } from './lists';
import { serviceLevels, setServiceLevel } from './service-levels';

export const orderRoutes = callRoutes(orderCalls, {
  contactPrefill: (db, ctx, { params }) => contactPrefill(db, ctx, params.parkId),
  applyOptions: (db, ctx) => applyOptions(db, ctx),
  applyService: (db, ctx, { body }) => applyForService(db, ctx, body),
  applyPolicy: (db, ctx, { body }) => applyForPolicy(db, ctx, body),
  myList: (db, ctx, { body }) => myOrders(db, ctx, body),
  cancel: (db, ctx, { params, body }) => cancelOrder(db, ctx, params.id, body),
  confirm: (db, ctx, { params, body }) => confirmOrder(db, ctx, params.id, body),
  detail: (db, ctx, { params }) => orderDetail(db, ctx, params.id, params.parkId),
  policyDetail: (db, ctx, { params }) => policyApplyDetail(db, ctx, params.id),
  parkList: (db, ctx, { body }) => parkOrders(db, ctx, body),
  candidates: (db, ctx, { params, query }) => assignCandidates(db, ctx, params.parkId, query.orderId),
  parkAction: (db, ctx, { params, body }) => orderAction(db, ctx, params.id, body),
  serviceLevels: (db, ctx) => serviceLevels(db, ctx),
  setServiceLevel: (db, ctx, { body }) => setServiceLevel(db, ctx, body),
  agencyList: (db, ctx, { body }) => agencyOrders(db, ctx, body),
  agencyAction: (db, ctx, { params, body }) => agencyAction(db, ctx, params.id, body),
  receipt: (db, ctx, { params, body }) => postReceipt(db, ctx, params.id, body),
});
