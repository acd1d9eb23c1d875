import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { fetchAssignees, fetchOwnSuggestion, fetchSuggestion, suggestionCalls as calls } from '@/api/suggestions';

export const SUGGESTION_LIST_KEY = callKey(calls.list);
export const OWN_SUGGESTION_LIST_KEY = callKey(calls.ownList);

export const assigneesQuery = (parkId: number | null) =>
  queryOptions({ queryKey: callKey(calls.assignees, { params: { id: parkId ?? 0 } }), queryFn: () => fetchAssignees(parkId ?? 0), enabled: Boolean(parkId) });

/** One suggestion opened from a message's link: the park's view, or the company's own. */
export const linkedSuggestionQuery = (id: string | null, own: boolean) =>
  queryOptions({
    queryKey: callKey(own ? calls.own : calls.info, { params: { id: Number(id) } }),
    queryFn: () => (own ? fetchOwnSuggestion(id ?? '') : fetchSuggestion(id ?? '')),
    enabled: Boolean(id),
    gcTime: 0,
  });
