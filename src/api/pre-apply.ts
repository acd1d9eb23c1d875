import { contentItemCalls } from '@contract/calls/content';
import { preApplyCalls as calls } from '@contract/calls/pre-apply';
import { api } from '@/api/call';
import type { PreApplyAdminListQuery, PreApplyCancel, PreApplyCheck, PreApplyCreate, PreApplyEdit, PreApplyListQuery } from '@contract/schemas/pre-apply';

export type { PreApplyCondition, PreApplyDetail, PreApplyForm, PreApplyMatch, PreApplyPrefill, PreApplyRow, PreApplyStep } from '@contract/schemas/pre-apply';
export { preApplyCalls } from '@contract/calls/pre-apply';

export interface OpenPolicy {
  id: number;
  title: string;
}

const LOADING = { loading: true } as const;

// The company's side (spec §7 Front public service).
export const fetchOwnPreApplies = (query: PreApplyListQuery) => api(calls.ownList, { body: query });
export const fetchOwnPreApply = (id: number | string) => api(calls.own, { params: { id: Number(id) } });
export const fetchPreApplyPrefill = (policyId: number | string) => api(calls.prefill, { params: { id: Number(policyId) } });

/** The park's policies on shelf now, the ones a company may apply for. */
export async function fetchOpenPolicies(): Promise<OpenPolicy[]> {
  const page = await api(contentItemCalls.policy.publishedList, { body: { pageNum: 1, pageSize: 100 } });
  return page.list.map(({ id, title }) => ({ id, title }));
}

export const createPreApply = (input: PreApplyCreate) => api(calls.create, { body: input }, LOADING);
export const editPreApply = (input: PreApplyEdit) => api(calls.edit, { body: input }, LOADING);
export const cancelPreApply = (input: PreApplyCancel) => api(calls.cancel, { body: input }, LOADING);

// The park's side (spec §7 Policy pre-apply admin).
export const fetchParkPreApplies = (query: PreApplyAdminListQuery) => api(calls.parkList, { body: query });
export const fetchParkPreApply = (id: number | string) => api(calls.parkDetail, { params: { id: Number(id) } });
export const checkPreApply = (input: PreApplyCheck) => api(calls.check, { body: input }, LOADING);
