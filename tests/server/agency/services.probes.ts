import { sql } from 'drizzle-orm';
import { sessionFor } from '../helpers/support';
import { as, idOf, type Probe } from '../logs/probe-kit';
import { validService } from './services-kit';

// Probes of the agency's services: each makes a change that succeeds on the seed.

const service = (name: string) => idOf(sql`select id from agency_services where name = ${name}`);
const versionOf = async (name: string) => idOf(sql`select version as id from agency_services where name = ${name}`);

export const readOnlyPosts: Record<string, string> = {
  'POST /api/iv/MechanismService/list': 'lists the agency’s own services',
  'POST /api/iv/MechanismService/admin/list': 'lists services by a filter',
  'POST /api/iv/mechanism/members': 'lists agencies and their accounts',
  'POST /api/iv/ServiceBuy/list': 'lists listed services',
  'POST /api/v1/ps/service/agency/list': 'lists listed services',
};

export const probes: Record<string, Probe> = {
  'POST /api/iv/MechanismService/add': async () => as(await sessionFor('agency'), 'POST', '/api/iv/MechanismService/add', validService()),
  'PUT /api/iv/MechanismService/update': async () =>
    as(await sessionFor('agency'), 'PUT', '/api/iv/MechanismService/update', { id: await service('工商注册代办'), version: await versionOf('工商注册代办'), ...validService() }),
  'POST /api/iv/MechanismService/submit': async () =>
    as(await sessionFor('agency'), 'POST', '/api/iv/MechanismService/submit', { id: await service('工商注册代办'), version: await versionOf('工商注册代办') }),
  'POST /api/iv/MechanismService/withdraw': async () =>
    as(await sessionFor('agency'), 'POST', '/api/iv/MechanismService/withdraw', { id: await service('社保公积金代缴'), version: await versionOf('社保公积金代缴') }),
  'POST /api/iv/MechanismService/audit': async (kit) =>
    as(kit.admin, 'POST', '/api/iv/MechanismService/audit', { id: await service('社保公积金代缴'), version: await versionOf('社保公积金代缴'), pass: true }),
};
