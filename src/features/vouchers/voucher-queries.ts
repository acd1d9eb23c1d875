import { queryOptions } from '@tanstack/react-query';
import { fetchBatch, fetchMyVoucher } from '@/api/vouchers';

// The server data of the voucher screens. A change invalidates the keys it touched.
export const BATCH_LIST_KEY = ['v1/innovation/vouchers/batch/list'] as const;
export const BATCH_DETAIL_KEY = ['v1/innovation/vouchers/batch/detail'] as const;
export const APPLICATION_LIST_KEY = ['v1/innovation/vouchers/application/list'] as const;
export const BATCH_VOUCHER_KEY = ['v1/innovation/vouchers/list'] as const;
export const MY_VOUCHER_KEY = ['v1/innovation/vouchers/company/list'] as const;
export const MY_APPLICATION_KEY = ['v1/innovation/vouchers/company/applications'] as const;
export const OPEN_BATCH_KEY = ['v1/innovation/vouchers/company/batches'] as const;
export const AGENCY_BATCH_KEY = ['v1/innovation/vouchers/agency/batches'] as const;
export const MY_VOUCHER_DETAIL_KEY = ['v1/innovation/vouchers/company/detail'] as const;

export const batchQuery = (id: string) => queryOptions({ queryKey: [...BATCH_DETAIL_KEY, id], queryFn: () => fetchBatch(id), gcTime: 0 });
export const myVoucherQuery = (id: string) => queryOptions({ queryKey: [...MY_VOUCHER_DETAIL_KEY, id], queryFn: () => fetchMyVoucher(id) });
