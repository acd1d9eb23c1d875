import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type { ExportModel, ExportRequest, ExportTask, ExportTaskQuery, ExportType } from '@contract/schemas/company-export';

// The company export (selectFeild-export): the park's fields, the export itself, and the operator's export tasks.
export type { ExportField, ExportModel, ExportRequest, ExportState, ExportTask } from '@contract/schemas/company-export';

export function fetchExportModels(parkId: number): Promise<ExportModel[]> {
  return http.get<ExportModel[]>(`v1/enterprise/data/export/fields/${parkId}`);
}

/** The file itself (a Blob) for a small set; above the server's limit, or with type `task`, the task it started. */
export function startExport(type: ExportType, input: ExportRequest): Promise<Blob | ExportTask> {
  return http.post<Blob | ExportTask>(`v1/enterprise/data/export/${type}`, input, { blob: true, loading: true });
}

export function fetchExportTasks(query: ExportTaskQuery): Promise<Paged<ExportTask>> {
  return http.post<Paged<ExportTask>>('v1/enterprise/data/export/task/list', query);
}

export function downloadExport(id: number): Promise<Blob> {
  return http.get<Blob>(`v1/enterprise/data/export/task/download/${id}`, undefined, { blob: true });
}
