import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { contentItemCalls } from '@/api/content';
import { fetchConditionFields, fetchMyPolicyMatch, fetchPolicyConditions, fetchPublishedPolicy, policyConditionCalls as calls } from '@/api/policies';

export const CONDITION_LIST_KEY = callKey(calls.list);
export const POLICY_MATCH_KEY = callKey(calls.match);
export const PUBLISHED_POLICY_LIST_KEY = callKey(contentItemCalls.policy.publishedList);

export const conditionFieldsQuery = (parkId: number | null) =>
  queryOptions({ queryKey: callKey(calls.fields, { body: { parkId: parkId ?? 0 } }), queryFn: () => fetchConditionFields(parkId ?? 0), enabled: Boolean(parkId) });

export const conditionListQuery = (policyId: number | string) =>
  queryOptions({ queryKey: callKey(calls.list, { params: { id: Number(policyId) } }), queryFn: () => fetchPolicyConditions(policyId), gcTime: 0 });

export const publishedPolicyQuery = (id: string) =>
  queryOptions({ queryKey: callKey(contentItemCalls.policy.publishedDetail, { params: { id: Number(id) } }), queryFn: () => fetchPublishedPolicy(id) });

export const myMatchQuery = (id: string) => queryOptions({ queryKey: callKey(calls.myMatch, { params: { id: Number(id) } }), queryFn: () => fetchMyPolicyMatch(id) });
