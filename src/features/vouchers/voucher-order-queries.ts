import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import {
  fetchAgencyVoucherOrders, fetchBatchVoucherOrders, fetchMyVoucherOrders, fetchVoucherOrder, voucherOrderCalls as calls, type VoucherOrderListQuery,
} from '@/api/voucher-orders';

// The voucher orders' server data, keyed by call; every step invalidates the whole family (lists, detail, the ledger).
export const VOUCHER_ORDER_KEYS = [callKey(calls.agencyList), callKey(calls.batchList), callKey(calls.companyList), callKey(calls.detail)] as const;

export type VoucherOrderScope = 'agency' | 'batch' | 'company';

const lists = {
  agency: { call: calls.agencyList, fetch: fetchAgencyVoucherOrders },
  batch: { call: calls.batchList, fetch: fetchBatchVoucherOrders },
  company: { call: calls.companyList, fetch: fetchMyVoucherOrders },
};

export const voucherOrderListQuery = (scope: VoucherOrderScope, query: VoucherOrderListQuery) =>
  queryOptions({ queryKey: callKey(lists[scope].call, { body: query }), queryFn: () => lists[scope].fetch(query), gcTime: 0 });

export const voucherOrderQuery = (parkId: number, id: number) =>
  queryOptions({ queryKey: callKey(calls.detail, { params: { parkId, id } }), queryFn: () => fetchVoucherOrder(parkId, id), gcTime: 0 });
