import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { companyExportCalls, fetchExportModels, fetchExportTasks } from '@/api/company-export';

// The export screen's server data: the park's models and fields, and the operator's export tasks.

export const EXPORT_TASKS_KEY = callKey(companyExportCalls.taskList);

export const exportModelsQuery = (parkId: number) =>
  queryOptions({ queryKey: callKey(companyExportCalls.fields, { params: { parkId } }), queryFn: () => fetchExportModels(parkId) });

export const exportTasksQuery = (parkId: number) => {
  const body = { parkId, pageNum: 1, pageSize: 10 };
  return queryOptions({ queryKey: callKey(companyExportCalls.taskList, { body }), queryFn: () => fetchExportTasks(body) });
};
