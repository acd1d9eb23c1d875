import { sql } from 'drizzle-orm';
import { sessionFor } from '../helpers/support';
import { as, idOf, type Probe } from '../logs/probe-kit';

// Probes of the consultations module: each makes a change that succeeds on the seed.

const ofCompany = (state: string) =>
  idOf(sql`select c.id from consultations c join users u on u.company_id = c.company_id where u.username = 'company' and c.state = ${state} order by c.id limit 1`);
const versionOf = async (id: number) => idOf(sql`select version as id from consultations where id = ${id}`);

export const readOnlyPosts: Record<string, string> = {
  'POST /api/v1/ps/policy/consultation/subjects': 'lists what a company may ask about',
  'POST /api/v1/ps/policy/consultation/list/:parkId': "lists the company's consultations",
  'POST /api/v1/admin/ps/policy/consultation/list': "lists the park's consultations",
  'POST /api/iv/consultation/list': 'lists the consultations handed to the agency',
};

export const probes: Record<string, Probe> = {
  'POST /api/v1/ps/policy/consultation': async (kit) => {
    const subjectId = await idOf(sql`select id from content_items where park_id = ${kit.parkId} and type = 'policy' and state = 'on' and publish_at <= now() order by id limit 1`);
    return as(await sessionFor('company'), 'POST', '/api/v1/ps/policy/consultation', { subjectType: 'policy', subjectId, question: '走查提问' });
  },
  'POST /api/v1/ps/policy/consultation/followUp': async () => {
    const id = await ofCompany('answered');
    return as(await sessionFor('company'), 'POST', '/api/v1/ps/policy/consultation/followUp', { id, version: await versionOf(id), text: '走查追问' });
  },
  'POST /api/v1/ps/policy/consultation/close': async () => {
    const id = await ofCompany('answered');
    return as(await sessionFor('company'), 'POST', '/api/v1/ps/policy/consultation/close', { id, version: await versionOf(id) });
  },
  'POST /api/v1/admin/ps/policy/consultation/reply': async (kit) => {
    const id = await ofCompany('open');
    return as(kit.admin, 'POST', '/api/v1/admin/ps/policy/consultation/reply', { id, version: await versionOf(id), text: '走查答复' });
  },
  'POST /api/v1/admin/ps/policy/consultation/hand': async (kit) => {
    const id = await ofCompany('open');
    const mechanismId = await idOf(sql`select id from mechanisms where name = '启航企业服务中心'`);
    return as(kit.admin, 'POST', '/api/v1/admin/ps/policy/consultation/hand', { id, version: await versionOf(id), mechanismId });
  },
  'POST /api/v1/admin/ps/policy/consultation/close': async (kit) => {
    const id = await ofCompany('open');
    return as(kit.admin, 'POST', '/api/v1/admin/ps/policy/consultation/close', { id, version: await versionOf(id) });
  },
  'POST /api/iv/consultation/reply': async () => {
    const id = await ofCompany('followUp');
    return as(await sessionFor('agency'), 'POST', '/api/iv/consultation/reply', { id, version: await versionOf(id), text: '走查机构答复' });
  },
};
