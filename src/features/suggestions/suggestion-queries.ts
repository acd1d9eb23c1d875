import { queryOptions } from '@tanstack/react-query';
import { fetchAssignees, fetchOwnSuggestion, fetchSuggestion } from '@/api/suggestions';

export const SUGGESTION_LIST_KEY = ['v1/admin/ps/aspirations/list'];
export const OWN_SUGGESTION_LIST_KEY = ['v1/ps/aspirations/list'];

export const assigneesQuery = (parkId: number | null) =>
  queryOptions({ queryKey: ['v1/admin/ps/aspirations/assignees', parkId], queryFn: () => fetchAssignees(parkId ?? 0), enabled: Boolean(parkId) });

/** One suggestion opened from a message's link: the park's view, or the company's own. */
export const linkedSuggestionQuery = (id: string | null, own: boolean) =>
  queryOptions({
    queryKey: [own ? 'v1/ps/aspirations/detail' : 'v1/admin/ps/aspirations/info', id],
    queryFn: () => (own ? fetchOwnSuggestion(id ?? '') : fetchSuggestion(id ?? '')),
    enabled: Boolean(id),
    gcTime: 0,
  });
