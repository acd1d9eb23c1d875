import { sql } from 'drizzle-orm';
import { sessionFor } from '../helpers/support';
import { as, idOf, type Probe } from '../logs/probe-kit';

// Probes of the every-mutation-is-logged walk for company suggestions.
export const readOnlyPosts: Record<string, string> = {
  'POST /api/v1/admin/ps/aspirations/list': "lists the park's suggestions",
  'POST /api/v1/ps/aspirations/list': "lists the company's own suggestions",
};

const open = (parkId: number) => idOf(sql`select id from suggestions where park_id = ${parkId} and state = 'submitted' order by id limit 1`);

export const probes: Record<string, Probe> = {
  'POST /api/v1/ps/aspirations/add': async () => as(await sessionFor('company'), 'POST', '/api/v1/ps/aspirations/add', { category: 'other', content: '走查诉求' }),
  'POST /api/v1/admin/ps/aspirations/reply': async (kit) => as(kit.admin, 'POST', '/api/v1/admin/ps/aspirations/reply', { id: await open(kit.parkId), version: 0, reply: '走查回复' }),
  'POST /api/v1/admin/ps/aspirations/close': async (kit) => as(kit.admin, 'POST', '/api/v1/admin/ps/aspirations/close', { id: await open(kit.parkId), version: 0 }),
  'POST /api/v1/admin/ps/aspirations/assign': async (kit) => {
    const operator = await idOf(sql`select user_id as id from user_parks where park_id = ${kit.parkId} order by user_id limit 1`);
    return as(kit.admin, 'POST', '/api/v1/admin/ps/aspirations/assign', { id: await open(kit.parkId), version: 0, assigneeId: operator });
  },
};
