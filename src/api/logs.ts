import { logCalls as calls } from '@contract/calls/logs';
import { api } from '@/api/call';
import type { LogFilter, LogQuery } from '@contract/schemas/logs';

// Operation log (DESIGN.md §5: every mutating call writes one).
export type { LogQuery, OperationLog, OperationLogDetail } from '@contract/schemas/logs';
export { logCalls } from '@contract/calls/logs';

export type LogFilterQuery = LogFilter;

export const fetchLogs = (body: LogQuery) => api(calls.list, { body });
export const fetchLogDetail = (id: number | string) => api(calls.detail, { params: { id: Number(id) } });
/** The filtered entries as an .xlsx file. */
export const exportLogs = (body: LogFilterQuery) => api(calls.export, { body }, { loading: true });
