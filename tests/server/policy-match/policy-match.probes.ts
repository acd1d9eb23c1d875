import { as, type Probe } from '../logs/probe-kit';
import { policyIn, TALENT } from './fixtures';

// Probes of the every-mutation-is-logged walk for a policy's conditions and the message to its matching companies.
const BASE = '/api/v1/admin/ps/policy/condition';

export const readOnlyPosts: Record<string, string> = {
  [`POST ${BASE}/fields`]: "lists the park's form fields a condition may read",
  [`POST ${BASE}/match`]: 'lists the companies that meet or miss a policy',
  [`POST ${BASE}/notify/preview`]: 'counts the companies a send would reach and those told before',
  'POST /api/v1/admin/ps/report': 'counts the content of a park',
};

export const probes: Record<string, Probe> = {
  [`PUT ${BASE}/save`]: async (kit) =>
    as(kit.admin, 'PUT', `${BASE}/save`, { policyId: (await policyIn(kit.parkId, TALENT)).id, conditions: [{ kind: 'headcount', operator: 'gte', value: 1 }] }),
  [`POST ${BASE}/notify`]: async (kit) => as(kit.admin, 'POST', `${BASE}/notify`, { policyId: (await policyIn(kit.parkId, TALENT)).id }),
};
