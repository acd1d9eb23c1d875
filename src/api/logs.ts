import { http } from '@/api/http';
import type { PageQuery, Paged } from '@/api/types';

// Operation log (DESIGN.md §5: every mutating call writes one).
export interface OperationLog {
  id: number;
  userId: number | null;
  username: string | null;
  userType: number | null;
  parkId: number | null;
  module: string;
  action: string;
  target: string | null;
  result: 'success' | 'failure' | string;
  ip: string | null;
  /** ISO date-time string. */
  createdAt: string;
}

export interface OperationLogDetail extends OperationLog {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface LogQuery extends PageQuery {
  startTime?: string;
  endTime?: string;
  username?: string;
  module?: string;
  action?: string;
}

export function fetchLogs(query: LogQuery): Promise<Paged<OperationLog>> {
  return http.post<Paged<OperationLog>>('v1/admin/logs/list', query);
}

export function fetchLogDetail(id: number | string): Promise<OperationLogDetail> {
  return http.get<OperationLogDetail>(`v1/admin/logs/detail/${encodeURIComponent(String(id))}`);
}

export type LogFilterQuery = Omit<LogQuery, 'pageNum' | 'pageSize'>;

/** The filtered entries as an .xlsx file. */
export function exportLogs(query: LogFilterQuery): Promise<Blob> {
  return http.post<Blob>('v1/admin/logs/export', query, { blob: true, loading: true });
}
