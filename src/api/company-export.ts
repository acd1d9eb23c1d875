import { companyExportCalls as calls, companyExportFileCalls as fileCalls } from '@contract/calls/company-export';
import { api } from '@/api/call';
import type { ExportRequest, ExportTaskQuery, ExportType } from '@contract/schemas/company-export';

// The company export (selectFeild-export): the park's fields, the export itself, and the operator's export tasks.
export type { ExportField, ExportModel, ExportRequest, ExportState, ExportTask } from '@contract/schemas/company-export';
export { companyExportCalls, companyExportFileCalls } from '@contract/calls/company-export';

export const fetchExportModels = (parkId: number) => api(calls.fields, { params: { parkId } });

/** The file itself (a Blob) for a small set; above the server's limit, or with type `task`, the task it started. */
export const startExport = (type: ExportType, body: ExportRequest) => api(fileCalls.start, { params: { type }, body }, { blob: true, loading: true });

export const fetchExportTasks = (body: ExportTaskQuery) => api(calls.taskList, { body });

export const downloadExport = (id: number) => api(fileCalls.download, { params: { id } });
