import { queryOptions } from '@tanstack/react-query';
import { fetchContentList } from '@/api/content';
import { fetchOpenPolicies, fetchOwnPreApply, fetchParkPreApply, fetchPreApplyPrefill } from '@/api/pre-apply';

// The server data of the pre-application screens. A change invalidates the keys it touched.
export const OWN_LIST_KEY = ['v1/ps/policy/pre/apply/list'] as const;
export const OWN_DETAIL_KEY = ['v1/ps/policy/preApply/detail'] as const;
export const PARK_LIST_KEY = ['v1/admin/ps/policy/pre/apply/list'] as const;
export const PARK_DETAIL_KEY = ['v1/admin/ps/policy/preApply/detail'] as const;

export const ownPreApplyQuery = (id: string) => queryOptions({ queryKey: [...OWN_DETAIL_KEY, id], queryFn: () => fetchOwnPreApply(id), gcTime: 0 });

export const parkPreApplyQuery = (id: string) => queryOptions({ queryKey: [...PARK_DETAIL_KEY, id], queryFn: () => fetchParkPreApply(id), gcTime: 0 });

export const prefillQuery = (policyId: string) =>
  queryOptions({ queryKey: ['v1/ps/policy/preApply/prefill', policyId], queryFn: () => fetchPreApplyPrefill(policyId), gcTime: 0 });

export const openPoliciesQuery = () => queryOptions({ queryKey: ['v1/ps/policy/list', 'open'], queryFn: fetchOpenPolicies });

/** The park's policies (every state: applications outlive the shelf), for the list's policy filter. */
export const parkPoliciesQuery = (parkId: number) =>
  queryOptions({
    queryKey: ['v1/admin/ps/policy/list', 'options', parkId],
    queryFn: async () => (await fetchContentList('policy', { parkId, pageNum: 1, pageSize: 100 })).list.map((p) => ({ label: p.title, value: p.id })),
  });
