import { contentItemCalls } from '@contract/calls/content';
import { policyConditionCalls as calls } from '@contract/calls/policy-conditions';
import { api } from '@/api/call';
import type { PolicyCondition } from '@contract/policy-conditions';
import type { PublishedListQuery } from '@contract/schemas/content';
import type { MatchNotify, MatchQuery } from '@contract/schemas/policy-conditions';

export type { ConditionField, ConditionOutcome, PolicyCondition, PolicyMatch } from '@contract/policy-conditions';
export type { MatchedCompany, NotifyPreview, NotifyResult } from '@contract/schemas/policy-conditions';
export { policyConditionCalls } from '@contract/calls/policy-conditions';

const policy = contentItemCalls.policy;

export const fetchConditionFields = (parkId: number) => api(calls.fields, { body: { parkId } });

export const fetchPolicyConditions = (policyId: number | string) => api(calls.list, { params: { id: Number(policyId) } });

export const savePolicyConditions = (policyId: number, conditions: PolicyCondition[]) => api(calls.save, { body: { policyId, conditions } }, { loading: true });

export const fetchPolicyMatches = (query: MatchQuery) => api(calls.match, { body: query });

/** What a send would do now: how many of the matching companies were told before and how many not yet. */
export const previewPolicyNotify = (input: MatchNotify) => api(calls.notifyPreview, { body: input });

/** Tells the matching companies not told yet; answers how many were told and how many skipped. */
export const notifyPolicyMatches = (input: MatchNotify) => api(calls.notify, { body: input }, { loading: true });

/** The signed-in company against a published policy of its park. */
export const fetchMyPolicyMatch = (policyId: number | string) => api(calls.myMatch, { params: { id: Number(policyId) } });

export const fetchPublishedPolicies = (query: PublishedListQuery) => api(policy.publishedList, { body: query });

export const fetchPublishedPolicy = (id: number | string) => api(policy.publishedDetail, { params: { id: Number(id) } });
