import { estateImportCalls as calls, estateImportUploadCalls } from '@contract/calls/estate-import';
import { pathOf } from '@contract/calls/define-call';
import { api } from '@/api/call';
import { http } from '@/api/http';
import type { ImportTask, ImportTaskQuery } from '@contract/schemas/estate-import';

export type { ImportState, ImportTask } from '@contract/schemas/estate-import';
export { IMPORT_TEMPLATE_NAME as TEMPLATE_FILE_NAME } from '@contract/files';
export { estateImportCalls, estateImportUploadCalls } from '@contract/calls/estate-import';

export const downloadImportTemplate = () => api(calls.template);

/** A multipart upload (the file), so sent as a form to the declared call's path rather than through `api`. */
export function uploadImport(parkId: number, file: File): Promise<ImportTask> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<ImportTask>(pathOf(estateImportUploadCalls.upload, { parkId }), form, { loading: true });
}

export const fetchImportTasks = (body: ImportTaskQuery) => api(calls.taskList, { body });
