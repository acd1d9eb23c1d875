import { http } from '@/api/http';
import type { PageQuery, Paged } from '@/api/types';

export type ImportState = 'pending' | 'running' | 'success' | 'failed';

export interface ImportTask {
  id: number;
  parkId: number;
  username: string | null;
  fileName: string;
  state: ImportState;
  total: number;
  processed: number;
  succeeded: number;
  failed: number;
  /** One entry per bad row: its Excel row number and why. */
  errors: { row: number; message: string }[];
  createdAt: string;
  finishedAt: string | null;
}

export const TEMPLATE_FILE_NAME = '房间导入模板.xlsx';

export function downloadImportTemplate(): Promise<Blob> {
  return http.get<Blob>('v1/admin/park/import/template', undefined, { blob: true });
}

export function uploadImport(parkId: number, file: File): Promise<ImportTask> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<ImportTask>(`v1/admin/park/import/template/${parkId}`, form, { loading: true });
}

export function fetchImportTasks(query: PageQuery & { parkId: number }): Promise<Paged<ImportTask>> {
  return http.post<Paged<ImportTask>>('v1/admin/park/import/task/list', query);
}
