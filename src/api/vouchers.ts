import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type { PageQuery } from '@contract/primitives';
import type {
  ApplicationCheck, ApplicationListQuery, ApplicationRow, Batch, BatchAdd, BatchDetail, BatchListQuery, BatchUpdate, CompanyVoucherQuery,
  OpenBatch, VoucherApply, VoucherDetail, VoucherListQuery, VoucherRecall, VoucherRow,
} from '@contract/schemas/vouchers';

export type { ApplicationRow, Batch, BatchAdd, BatchDetail, BatchFields, Ledger, LedgerDay, OpenBatch, VoucherDetail, VoucherRow } from '@contract/schemas/vouchers';

const BASE = 'v1/innovation/vouchers';

export const fetchBatches = (query: BatchListQuery) => http.post<Paged<Batch>>(`${BASE}/batch/list`, query);
export const fetchBatch = (id: number | string) => http.get<BatchDetail>(`${BASE}/batch/detail/${encodeURIComponent(String(id))}`);
export const addBatch = (input: BatchAdd) => http.post<BatchDetail>(`${BASE}/batch/add`, input, { loading: true });
export const updateBatch = (input: BatchUpdate) => http.put<BatchDetail>(`${BASE}/batch/update`, input, { loading: true });
export const fetchApplications = (query: ApplicationListQuery) => http.post<Paged<ApplicationRow>>(`${BASE}/application/list`, query);
export const checkApplication = (input: ApplicationCheck) => http.post<ApplicationRow>(`${BASE}/application/check`, input, { loading: true });
export const fetchBatchVouchers = (query: VoucherListQuery) => http.post<Paged<VoucherRow>>(`${BASE}/list`, query);
export const recallVoucher = (input: VoucherRecall) => http.post<VoucherRow>(`${BASE}/recall`, input, { loading: true });

export const fetchMyVouchers = (query: CompanyVoucherQuery) => http.post<Paged<VoucherRow>>(`${BASE}/company/list`, query);
export const fetchMyVoucher = (id: number | string) => http.get<VoucherDetail>(`${BASE}/company/detail/${encodeURIComponent(String(id))}`);
export const fetchOpenBatches = (query: PageQuery) => http.post<Paged<OpenBatch>>(`${BASE}/company/batches`, query);
export const applyForVouchers = (input: VoucherApply) => http.post<{ id: number }>(`${BASE}/company/apply`, input, { loading: true });
export const fetchAgencyBatches = (query: PageQuery) => http.post<Paged<Batch>>(`${BASE}/agency/batches`, query);
export const fetchMyApplications = (query: PageQuery) => http.post<Paged<ApplicationRow>>(`${BASE}/company/applications`, query);
