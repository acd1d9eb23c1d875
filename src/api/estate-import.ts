import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type { ImportTask, ImportTaskQuery } from '@contract/schemas/estate-import';

export type { ImportState, ImportTask } from '@contract/schemas/estate-import';

export const TEMPLATE_FILE_NAME = '房间导入模板.xlsx';

export function downloadImportTemplate(): Promise<Blob> {
  return http.get<Blob>('v1/admin/park/import/template', undefined, { blob: true });
}

export function uploadImport(parkId: number, file: File): Promise<ImportTask> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<ImportTask>(`v1/admin/park/import/template/${parkId}`, form, { loading: true });
}

export function fetchImportTasks(query: ImportTaskQuery): Promise<Paged<ImportTask>> {
  return http.post<Paged<ImportTask>>('v1/admin/park/import/task/list', query);
}
