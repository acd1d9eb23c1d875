import { suggestionCalls as calls } from '@contract/calls/suggestions';
import { api } from '@/api/call';
import type { OwnSuggestionQuery, Suggestion, SuggestionListQuery, SuggestionSubmit } from '@contract/schemas/suggestions';

// Company suggestions (spec §7 aspirations): the company's own calls and the park's handling.
export type { Assignee, Suggestion, SuggestionListQuery, SuggestionSubmit } from '@contract/schemas/suggestions';
export { suggestionCalls } from '@contract/calls/suggestions';

type Row = Pick<Suggestion, 'id' | 'version'>;

export const submitSuggestion = (body: SuggestionSubmit) => api(calls.submit, { body }, { loading: true });
export const fetchOwnSuggestions = (body: OwnSuggestionQuery) => api(calls.ownList, { body });
export const fetchSuggestions = (body: SuggestionListQuery) => api(calls.list, { body });
export const fetchAssignees = (parkId: number) => api(calls.assignees, { params: { id: parkId } });
export const replySuggestion = (row: Row, reply: string) => api(calls.reply, { body: { id: row.id, version: row.version, reply } });
export const assignSuggestion = (row: Row, assigneeId: number) => api(calls.assign, { body: { id: row.id, version: row.version, assigneeId } });
export const closeSuggestion = (row: Row, remark?: string) =>
  api(calls.close, { body: { id: row.id, version: row.version, ...(remark ? { remark } : {}) } });
export const fetchSuggestion = (id: number | string) => api(calls.info, { params: { id: Number(id) } });
export const fetchOwnSuggestion = (id: number | string) => api(calls.own, { params: { id: Number(id) } });
