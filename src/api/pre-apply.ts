import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type {
  PreApplyAdminListQuery, PreApplyCancel, PreApplyCheck, PreApplyCreate, PreApplyDetail, PreApplyEdit, PreApplyListQuery, PreApplyPrefill, PreApplyRow,
} from '@contract/schemas/pre-apply';

export type { PreApplyCondition, PreApplyDetail, PreApplyForm, PreApplyMatch, PreApplyPrefill, PreApplyRow, PreApplyStep } from '@contract/schemas/pre-apply';

export interface OpenPolicy {
  id: number;
  title: string;
}

// The company's side (spec §7 Front public service).
export function fetchOwnPreApplies(query: PreApplyListQuery): Promise<Paged<PreApplyRow>> {
  return http.post<Paged<PreApplyRow>>('v1/ps/policy/pre/apply/list', query);
}

export function fetchOwnPreApply(id: number | string): Promise<PreApplyDetail> {
  return http.get<PreApplyDetail>(`v1/ps/policy/preApply/detail/${encodeURIComponent(String(id))}`);
}

export function fetchPreApplyPrefill(policyId: number | string): Promise<PreApplyPrefill> {
  return http.get<PreApplyPrefill>(`v1/ps/policy/preApply/prefill/${encodeURIComponent(String(policyId))}`);
}

/** The park's policies on shelf now, the ones a company may apply for. */
export async function fetchOpenPolicies(): Promise<OpenPolicy[]> {
  const page = await http.post<Paged<OpenPolicy>>('v1/ps/policy/list', { pageNum: 1, pageSize: 100 });
  return page.list.map(({ id, title }) => ({ id, title }));
}

export function createPreApply(input: PreApplyCreate): Promise<PreApplyDetail> {
  return http.post<PreApplyDetail>('v1/ps/policy/pre/apply', input, { loading: true });
}

export function editPreApply(input: PreApplyEdit): Promise<PreApplyDetail> {
  return http.post<PreApplyDetail>('v1/ps/policy/pre/apply/edit', input, { loading: true });
}

export function cancelPreApply(input: PreApplyCancel): Promise<PreApplyDetail> {
  return http.post<PreApplyDetail>('v1/ps/policy/preApply/cancel', input, { loading: true });
}

// The park's side (spec §7 Policy pre-apply admin).
export function fetchParkPreApplies(query: PreApplyAdminListQuery): Promise<Paged<PreApplyRow>> {
  return http.post<Paged<PreApplyRow>>('v1/admin/ps/policy/pre/apply/list', query);
}

export function fetchParkPreApply(id: number | string): Promise<PreApplyDetail> {
  return http.get<PreApplyDetail>(`v1/admin/ps/policy/preApply/detail/${encodeURIComponent(String(id))}`);
}

export function checkPreApply(input: PreApplyCheck): Promise<PreApplyDetail> {
  return http.post<PreApplyDetail>('v1/admin/ps/policy/preApply/check', input, { loading: true });
}
