import { voucherOrderCalls as calls } from '@contract/calls/voucher-orders';
import { api } from '@/api/call';
import type {
  RedeemCheck, RedeemRequest, VoucherConfirm, VoucherContract, VoucherDeliver, VoucherOrderCancel, VoucherOrderListQuery, VoucherSpend,
} from '@contract/schemas/voucher-orders';

export type { VoucherOrder, VoucherOrderDetail, VoucherOrderListQuery, VoucherScores } from '@contract/schemas/voucher-orders';
export { voucherOrderCalls } from '@contract/calls/voucher-orders';

const LOADING = { loading: true } as const;

export const spendVoucher = (id: number, body: VoucherSpend) => api(calls.spend, { params: { id }, body }, LOADING);
export const fetchMyVoucherOrders = (body: VoucherOrderListQuery) => api(calls.companyList, { body });
export const fetchVoucherOrder = (parkId: number | string, id: number | string) => api(calls.detail, { params: { parkId: Number(parkId), id: Number(id) } });
export const cancelVoucherOrder = (id: number, body: VoucherOrderCancel) => api(calls.cancel, { params: { id }, body }, LOADING);
export const confirmVoucherOrder = (id: number, body: VoucherConfirm) => api(calls.confirm, { params: { id }, body }, LOADING);

export const fetchAgencyVoucherOrders = (body: VoucherOrderListQuery) => api(calls.agencyList, { body });
export const uploadContract = (id: number, body: VoucherContract) => api(calls.contract, { params: { id }, body }, LOADING);
export const declineVoucherOrder = (id: number, body: VoucherOrderCancel) => api(calls.decline, { params: { id }, body }, LOADING);
export const deliverVoucherOrder = (id: number, body: VoucherDeliver) => api(calls.deliver, { params: { id }, body }, LOADING);
export const requestRedemption = (id: number, body: RedeemRequest) => api(calls.redeemRequest, { params: { id }, body }, LOADING);

export const fetchBatchVoucherOrders = (body: VoucherOrderListQuery) => api(calls.batchList, { body });
export const checkRedemption = (id: number, body: RedeemCheck) => api(calls.redeemCheck, { params: { id }, body }, LOADING);
