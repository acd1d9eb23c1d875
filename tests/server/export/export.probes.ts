import { as, type Probe } from '../logs/probe-kit';

// The export writes its log entry (and, above 2,000 companies or with type `task`, a task) before any file.
export const readOnlyPosts: Record<string, string> = {
  'POST /api/v1/enterprise/data/export/task/list': 'lists the caller’s export tasks',
};

export const probes: Record<string, Probe> = {
  'POST /api/v1/enterprise/data/export/:type': async (kit) =>
    as(kit.admin, 'POST', '/api/v1/enterprise/data/export/xlsx', { parkId: kit.parkId, fields: [{ moduleKey: 'basic', fieldKey: 'legalPerson' }] }),
};
