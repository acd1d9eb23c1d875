import { queryOptions } from '@tanstack/react-query';
import { fetchConditionFields, fetchMyPolicyMatch, fetchPolicyConditions, fetchPublishedPolicy } from '@/api/policies';

export const CONDITION_LIST_KEY = ['v1/admin/ps/policy/condition/list'];
export const POLICY_MATCH_KEY = ['v1/admin/ps/policy/condition/match'];
export const PUBLISHED_POLICY_LIST_KEY = ['v1/ps/policy/list'];

export const conditionFieldsQuery = (parkId: number | null) =>
  queryOptions({ queryKey: ['v1/admin/ps/policy/condition/fields', parkId], queryFn: () => fetchConditionFields(parkId ?? 0), enabled: Boolean(parkId) });

export const conditionListQuery = (policyId: number | string) =>
  queryOptions({ queryKey: [...CONDITION_LIST_KEY, String(policyId)], queryFn: () => fetchPolicyConditions(policyId), gcTime: 0 });

export const publishedPolicyQuery = (id: string) => queryOptions({ queryKey: ['v1/ps/policy/detail', id], queryFn: () => fetchPublishedPolicy(id) });

export const myMatchQuery = (id: string) => queryOptions({ queryKey: ['v1/ps/policy/match', id], queryFn: () => fetchMyPolicyMatch(id) });
