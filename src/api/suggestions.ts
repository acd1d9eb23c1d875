import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type { Assignee, OwnSuggestionQuery, Suggestion, SuggestionListQuery, SuggestionSubmit } from '@contract/schemas/suggestions';

// Company suggestions (spec §7 aspirations): the company's own calls and the park's handling.
export type { Assignee, Suggestion, SuggestionListQuery, SuggestionSubmit } from '@contract/schemas/suggestions';

const ADMIN = 'v1/admin/ps/aspirations';

export function submitSuggestion(input: SuggestionSubmit): Promise<Suggestion> {
  return http.post<Suggestion>('v1/ps/aspirations/add', input, { loading: true });
}

export function fetchOwnSuggestions(query: OwnSuggestionQuery): Promise<Paged<Suggestion>> {
  return http.post<Paged<Suggestion>>('v1/ps/aspirations/list', query);
}

export function fetchSuggestions(query: SuggestionListQuery): Promise<Paged<Suggestion>> {
  return http.post<Paged<Suggestion>>(`${ADMIN}/list`, query);
}

export function fetchAssignees(parkId: number): Promise<Assignee[]> {
  return http.get<Assignee[]>(`${ADMIN}/assignees/${parkId}`);
}

export function replySuggestion(row: Pick<Suggestion, 'id' | 'version'>, reply: string): Promise<Suggestion> {
  return http.post<Suggestion>(`${ADMIN}/reply`, { id: row.id, version: row.version, reply });
}

export function assignSuggestion(row: Pick<Suggestion, 'id' | 'version'>, assigneeId: number): Promise<Suggestion> {
  return http.post<Suggestion>(`${ADMIN}/assign`, { id: row.id, version: row.version, assigneeId });
}

export function closeSuggestion(row: Pick<Suggestion, 'id' | 'version'>, remark?: string): Promise<Suggestion> {
  return http.post<Suggestion>(`${ADMIN}/close`, { id: row.id, version: row.version, ...(remark ? { remark } : {}) });
}

export function fetchSuggestion(id: number | string): Promise<Suggestion> {
  return http.get<Suggestion>(`${ADMIN}/info/${encodeURIComponent(String(id))}`);
}

export function fetchOwnSuggestion(id: number | string): Promise<Suggestion> {
  return http.get<Suggestion>(`v1/ps/aspirations/detail/${encodeURIComponent(String(id))}`);
}
