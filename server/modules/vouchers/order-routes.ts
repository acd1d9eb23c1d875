import { voucherOrderCalls } from '@contract/calls/voucher-orders';
import { callRoutes } from '../../lib/call-routes';
import { agencyVoucherOrders, batchVoucherOrders, checkRedemption, companyVoucherOrders, requestRedemption } from './redemption';
import { cancelVoucherOrder, confirmVoucherOrder, declineVoucherOrder, deliverVoucherOrder, spendVoucher, uploadContract, voucherOrderDetail } from './spending';

export const voucherOrderRoutes = callRoutes(voucherOrderCalls, {
  spend: (db, ctx, { params, body }) => spendVoucher(db, ctx, params.id, body),
  companyList: (db, ctx, { body }) => companyVoucherOrders(db, ctx, body),
  detail: (db, ctx, { params }) => voucherOrderDetail(db, ctx, params.id, params.parkId),
  cancel: (db, ctx, { params, body }) => cancelVoucherOrder(db, ctx, params.id, body),
  confirm: (db, ctx, { params, body }) => confirmVoucherOrder(db, ctx, params.id, body),
  agencyList: (db, ctx, { body }) => agencyVoucherOrders(db, ctx, body),
  contract: (db, ctx, { params, body }) => uploadContract(db, ctx, params.id, body),
  decline: (db, ctx, { params, body }) => declineVoucherOrder(db, ctx, params.id, body),
  deliver: (db, ctx, { params, body }) => deliverVoucherOrder(db, ctx, params.id, body),
  redeemRequest: (db, ctx, { params, body }) => requestRedemption(db, ctx, params.id, body),
  batchList: (db, ctx, { body }) => batchVoucherOrders(db, ctx, body),
  redeemCheck: (db, ctx, { params, body }) => checkRedemption(db, ctx, params.id, body),
});
