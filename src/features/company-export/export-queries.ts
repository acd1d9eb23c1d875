import { queryOptions } from '@tanstack/react-query';
import { fetchExportModels, fetchExportTasks } from '@/api/company-export';

// The export screen's server data: the park's models and fields, and the operator's export tasks.

export const EXPORT_TASKS_KEY = ['v1/enterprise/data/export/task/list'] as const;

export const exportModelsQuery = (parkId: number) =>
  queryOptions({ queryKey: ['v1/enterprise/data/export/fields', parkId], queryFn: () => fetchExportModels(parkId) });

export const exportTasksQuery = (parkId: number) =>
  queryOptions({
    queryKey: [...EXPORT_TASKS_KEY, { parkId, pageNum: 1, pageSize: 10 }],
    queryFn: () => fetchExportTasks({ parkId, pageNum: 1, pageSize: 10 }),
  });
