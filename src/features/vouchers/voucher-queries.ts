import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { fetchBatch, fetchMyVoucher, voucherCalls as calls } from '@/api/vouchers';

// The server data of the voucher screens, keyed by call. A change invalidates the keys it touched.
export const BATCH_LIST_KEY = callKey(calls.batchList);
export const BATCH_DETAIL_KEY = callKey(calls.batchDetail);
export const APPLICATION_LIST_KEY = callKey(calls.applicationList);
export const BATCH_VOUCHER_KEY = callKey(calls.list);
export const MY_VOUCHER_KEY = callKey(calls.companyList);
export const MY_APPLICATION_KEY = callKey(calls.companyApplications);
export const OPEN_BATCH_KEY = callKey(calls.companyBatches);
export const AGENCY_BATCH_KEY = callKey(calls.agencyBatches);
export const MY_VOUCHER_DETAIL_KEY = callKey(calls.companyDetail);

export const batchQuery = (id: string) => queryOptions({ queryKey: callKey(calls.batchDetail, { params: { id: Number(id) } }), queryFn: () => fetchBatch(id), gcTime: 0 });
export const myVoucherQuery = (id: string) => queryOptions({ queryKey: callKey(calls.companyDetail, { params: { id: Number(id) } }), queryFn: () => fetchMyVoucher(id) });
