import { sql } from 'drizzle-orm';
import { sessionFor } from '../helpers/support';
import { as, idOf, type Probe } from '../logs/probe-kit';
import { validProfile } from './agency-kit';

// Probes of the agency module: each makes a change that succeeds on the seed.

const mechanism = (name: string) => idOf(sql`select id from mechanisms where name = ${name}`);

export const readOnlyPosts: Record<string, string> = {
  'POST /api/iv/mechanism/list': 'lists agencies by a filter',
  'POST /api/v1/ps/agency/list': 'lists the listed agencies',
};

export const probes: Record<string, Probe> = {
  'POST /api/iv/mechanism/submit': async () => as(await sessionFor('agency'), 'POST', '/api/iv/mechanism/submit', validProfile({ name: '启航企业服务中心' })),
  'POST /api/iv/mechanism/audit': async (kit) => {
    const id = await mechanism('博远法律服务所');
    return as(kit.admin, 'POST', '/api/iv/mechanism/audit', { id, version: 0, pass: true });
  },
  'POST /api/iv/mechanism/add': async (kit) =>
    as(kit.admin, 'POST', '/api/iv/mechanism/add', { username: 'walk-agency', password: 'Walk@2026', ...validProfile({ name: '走查机构' }) }),
  'PUT /api/iv/mechanism/update': async (kit) =>
    as(kit.admin, 'PUT', '/api/iv/mechanism/update', { id: await mechanism('融信财税咨询有限公司'), ...validProfile({ name: '融信财税咨询有限公司' }) }),
  'PATCH /api/iv/mechanism/listed/:id': async (kit) =>
    as(kit.admin, 'PATCH', `/api/iv/mechanism/listed/${await mechanism('融信财税咨询有限公司')}`, { listed: true }),
  'PUT /api/iv/mechanism/strength': async () =>
    as(await sessionFor('agency'), 'PUT', '/api/iv/mechanism/strength', { members: [{ name: '马骏', role: '合伙人' }], qualifications: [], cases: [] }),
  'PATCH /api/iv/user/frozen/:id': async (kit) => as(kit.admin, 'PATCH', `/api/iv/user/frozen/${await mechanism('启航企业服务中心')}`, { frozen: true }),
};
