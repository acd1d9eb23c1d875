import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type { LogFilter, LogQuery, OperationLog, OperationLogDetail } from '@contract/schemas/logs';

// Operation log (DESIGN.md §5: every mutating call writes one).
export type { LogQuery, OperationLog, OperationLogDetail } from '@contract/schemas/logs';

export function fetchLogs(query: LogQuery): Promise<Paged<OperationLog>> {
  return http.post<Paged<OperationLog>>('v1/admin/logs/list', query);
}

export function fetchLogDetail(id: number | string): Promise<OperationLogDetail> {
  return http.get<OperationLogDetail>(`v1/admin/logs/detail/${encodeURIComponent(String(id))}`);
}

export type LogFilterQuery = LogFilter;

/** The filtered entries as an .xlsx file. */
export function exportLogs(query: LogFilterQuery): Promise<Blob> {
  return http.post<Blob>('v1/admin/logs/export', query, { blob: true, loading: true });
}
