import { voucherCalls as calls } from '@contract/calls/vouchers';
import { api } from '@/api/call';
import type { PageQuery } from '@contract/primitives';
import type {
  ApplicationCheck, ApplicationListQuery, BatchAdd, BatchListQuery, BatchUpdate, CompanyVoucherQuery, VoucherApply, VoucherListQuery, VoucherRecall,
} from '@contract/schemas/vouchers';

export type { ApplicationRow, Batch, BatchAdd, BatchDetail, BatchFields, Ledger, LedgerDay, OpenBatch, VoucherDetail, VoucherRow } from '@contract/schemas/vouchers';
export { voucherCalls } from '@contract/calls/vouchers';

const LOADING = { loading: true } as const;

export const fetchBatches = (body: BatchListQuery) => api(calls.batchList, { body });
export const fetchBatch = (id: number | string) => api(calls.batchDetail, { params: { id: Number(id) } });
export const addBatch = (body: BatchAdd) => api(calls.batchAdd, { body }, LOADING);
export const updateBatch = (body: BatchUpdate) => api(calls.batchUpdate, { body }, LOADING);
export const fetchApplications = (body: ApplicationListQuery) => api(calls.applicationList, { body });
export const checkApplication = (body: ApplicationCheck) => api(calls.applicationCheck, { body }, LOADING);
export const fetchBatchVouchers = (body: VoucherListQuery) => api(calls.list, { body });
export const recallVoucher = (body: VoucherRecall) => api(calls.recall, { body }, LOADING);

export const fetchMyVouchers = (body: CompanyVoucherQuery) => api(calls.companyList, { body });
export const fetchMyVoucher = (id: number | string) => api(calls.companyDetail, { params: { id: Number(id) } });
export const fetchOpenBatches = (body: PageQuery) => api(calls.companyBatches, { body });
export const applyForVouchers = (body: VoucherApply) => api(calls.companyApply, { body }, LOADING);
export const fetchAgencyBatches = (body: PageQuery) => api(calls.agencyBatches, { body });
export const fetchMyApplications = (body: PageQuery) => api(calls.companyApplications, { body });
