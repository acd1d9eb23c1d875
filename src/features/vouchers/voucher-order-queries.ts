import { queryOptions } from '@tanstack/react-query';
import { fetchAgencyVoucherOrders, fetchBatchVoucherOrders, fetchMyVoucherOrders, fetchVoucherOrder, type VoucherOrderListQuery } from '@/api/voucher-orders';

// The voucher orders' server data; every step invalidates the whole family (lists, detail, the ledger).
export const VOUCHER_ORDER_KEY = ['v1/innovation/vouchers/order'] as const;

export type VoucherOrderScope = 'agency' | 'batch' | 'company';

const fetchers = { agency: fetchAgencyVoucherOrders, batch: fetchBatchVoucherOrders, company: fetchMyVoucherOrders };

export const voucherOrderListQuery = (scope: VoucherOrderScope, query: VoucherOrderListQuery) =>
  queryOptions({ queryKey: [...VOUCHER_ORDER_KEY, scope, query], queryFn: () => fetchers[scope](query), gcTime: 0 });

export const voucherOrderQuery = (parkId: number, id: number) =>
  queryOptions({ queryKey: [...VOUCHER_ORDER_KEY, 'detail', parkId, id], queryFn: () => fetchVoucherOrder(parkId, id), gcTime: 0 });
