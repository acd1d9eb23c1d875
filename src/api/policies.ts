import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type { ConditionField, ConditionOutcome, PolicyCondition, PolicyMatch } from '@contract/policy-conditions';
import type { ContentRow, PublishedListQuery } from '@contract/schemas/content';
import type { MatchNotify, MatchQuery, NotifyPreview, NotifyResult } from '@contract/schemas/policy-conditions';

export type { ConditionField, ConditionOutcome, PolicyCondition, PolicyMatch } from '@contract/policy-conditions';
export type { NotifyPreview, NotifyResult } from '@contract/schemas/policy-conditions';

const BASE = 'v1/admin/ps/policy/condition';

/** One of the park's settled companies against a policy: every condition when it meets them, the first miss otherwise. */
export interface MatchedCompany {
  companyId: number;
  companyName: string;
  met: boolean;
  conditions: ConditionOutcome[];
  /** When the company was told of the policy (ISO time), null if never. */
  notifiedAt: string | null;
}

export function fetchConditionFields(parkId: number): Promise<ConditionField[]> {
  return http.post<ConditionField[]>(`${BASE}/fields`, { parkId });
}

export function fetchPolicyConditions(policyId: number | string): Promise<PolicyCondition[]> {
  return http.get<PolicyCondition[]>(`${BASE}/list/${encodeURIComponent(String(policyId))}`);
}

export function savePolicyConditions(policyId: number, conditions: PolicyCondition[]): Promise<PolicyCondition[]> {
  return http.put<PolicyCondition[]>(`${BASE}/save`, { policyId, conditions }, { loading: true });
}

export function fetchPolicyMatches(query: MatchQuery): Promise<Paged<MatchedCompany>> {
  return http.post<Paged<MatchedCompany>>(`${BASE}/match`, query);
}

/** What a send would do now: how many of the matching companies were told before and how many not yet. */
export function previewPolicyNotify(input: MatchNotify): Promise<NotifyPreview> {
  return http.post<NotifyPreview>(`${BASE}/notify/preview`, input);
}

/** Tells the matching companies not told yet; answers how many were told and how many skipped. */
export function notifyPolicyMatches(input: MatchNotify): Promise<NotifyResult> {
  return http.post<NotifyResult>(`${BASE}/notify`, input, { loading: true });
}

/** The signed-in company against a published policy of its park. */
export function fetchMyPolicyMatch(policyId: number | string): Promise<PolicyMatch> {
  return http.get<PolicyMatch>(`v1/ps/policy/match/${encodeURIComponent(String(policyId))}`);
}

/** A published policy as a company reads it (no state or version). */
export type PublishedPolicy = Omit<ContentRow, 'version'> & { body: string; attachments: { name: string; url: string }[] };

export function fetchPublishedPolicies(query: PublishedListQuery): Promise<Paged<ContentRow>> {
  return http.post<Paged<ContentRow>>('v1/ps/policy/list', query);
}

export function fetchPublishedPolicy(id: number | string): Promise<PublishedPolicy> {
  return http.get<PublishedPolicy>(`v1/ps/policy/detail/${encodeURIComponent(String(id))}`);
}
