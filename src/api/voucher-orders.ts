import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type {
  RedeemCheck, RedeemRequest, VoucherConfirm, VoucherContract, VoucherDeliver, VoucherOrder, VoucherOrderCancel, VoucherOrderDetail, VoucherOrderListQuery, VoucherSpend,
} from '@contract/schemas/voucher-orders';

export type { VoucherOrder, VoucherOrderDetail, VoucherOrderListQuery, VoucherScores } from '@contract/schemas/voucher-orders';

const BASE = 'v1/innovation/vouchers';
const at = (id: number | string) => encodeURIComponent(String(id));

export const spendVoucher = (voucherId: number, input: VoucherSpend) => http.post<VoucherOrderDetail>(`${BASE}/order/company/list/${at(voucherId)}`, input, { loading: true });
export const fetchMyVoucherOrders = (query: VoucherOrderListQuery) => http.post<Paged<VoucherOrder>>(`${BASE}/order/company/orders`, query);
export const fetchVoucherOrder = (parkId: number | string, id: number | string) => http.get<VoucherOrderDetail>(`${BASE}/order/detail/${at(parkId)}/${at(id)}`);
export const cancelVoucherOrder = (id: number, input: VoucherOrderCancel) => http.post<VoucherOrderDetail>(`${BASE}/order/cancel/${at(id)}`, input, { loading: true });
export const confirmVoucherOrder = (id: number, input: VoucherConfirm) => http.post<VoucherOrderDetail>(`${BASE}/order/confirm/${at(id)}`, input, { loading: true });

export const fetchAgencyVoucherOrders = (query: VoucherOrderListQuery) => http.post<Paged<VoucherOrder>>(`${BASE}/order/agency/list`, query);
export const uploadContract = (id: number, input: VoucherContract) => http.post<VoucherOrderDetail>(`${BASE}/upload/contract/${at(id)}`, input, { loading: true });
export const declineVoucherOrder = (id: number, input: VoucherOrderCancel) => http.post<VoucherOrderDetail>(`${BASE}/order/decline/${at(id)}`, input, { loading: true });
export const deliverVoucherOrder = (id: number, input: VoucherDeliver) => http.post<VoucherOrderDetail>(`${BASE}/order/deliver/${at(id)}`, input, { loading: true });
export const requestRedemption = (id: number, input: RedeemRequest) => http.post<VoucherOrderDetail>(`${BASE}/order/redeem/request/${at(id)}`, input, { loading: true });

export const fetchBatchVoucherOrders = (query: VoucherOrderListQuery) => http.post<Paged<VoucherOrder>>(`${BASE}/order/batch/list`, query);
export const checkRedemption = (id: number, input: RedeemCheck) => http.post<VoucherOrderDetail>(`${BASE}/order/redeem/check/${at(id)}`, input, { loading: true });
