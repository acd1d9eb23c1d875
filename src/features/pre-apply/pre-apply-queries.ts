import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { contentItemCalls, fetchContentList } from '@/api/content';
import { fetchOpenPolicies, fetchOwnPreApply, fetchParkPreApply, fetchPreApplyPrefill, preApplyCalls as calls } from '@/api/pre-apply';

// The server data of the pre-application screens. A change invalidates the keys it touched.
export const OWN_LIST_KEY = callKey(calls.ownList);
export const OWN_DETAIL_KEY = callKey(calls.own);
export const PARK_LIST_KEY = callKey(calls.parkList);
export const PARK_DETAIL_KEY = callKey(calls.parkDetail);

export const ownPreApplyQuery = (id: string) => queryOptions({ queryKey: callKey(calls.own, { params: { id: Number(id) } }), queryFn: () => fetchOwnPreApply(id), gcTime: 0 });

export const parkPreApplyQuery = (id: string) =>
  queryOptions({ queryKey: callKey(calls.parkDetail, { params: { id: Number(id) } }), queryFn: () => fetchParkPreApply(id), gcTime: 0 });

export const prefillQuery = (policyId: string) =>
  queryOptions({ queryKey: callKey(calls.prefill, { params: { id: Number(policyId) } }), queryFn: () => fetchPreApplyPrefill(policyId), gcTime: 0 });

export const openPoliciesQuery = () => queryOptions({ queryKey: [...callKey(contentItemCalls.policy.publishedList), 'open'], queryFn: fetchOpenPolicies });

/** The park's policies (every state: applications outlive the shelf), for the list's policy filter. */
export const parkPoliciesQuery = (parkId: number) =>
  queryOptions({
    queryKey: [...callKey(contentItemCalls.policy.list), 'options', parkId],
    queryFn: async () => (await fetchContentList('policy', { parkId, pageNum: 1, pageSize: 100 })).list.map((p) => ({ label: p.title, value: p.id })),
  });
