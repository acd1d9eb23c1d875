import { sql } from 'drizzle-orm';
import { as, idOf, type Probe } from '../logs/probe-kit';

// Probes of the every-mutation-is-logged walk for the life tree's milestone routes.

export const readOnlyPosts: Record<string, string> = {
  'POST /api/v1/enterprise/companyLifeTree/comparison': 'compares companies year by year; reads only',
};

const companyOf = (parkId: number) => idOf(sql`select id from companies where park_id = ${parkId} order by id limit 1`);
const milestoneOf = async (parkId: number) => {
  const companyId = await companyOf(parkId);
  return idOf(sql`insert into company_milestones (company_id, park_id, kind, title, occurred_on)
    values (${companyId}, ${parkId}, 'patent', '走查专利', '2022-01-01') returning id`);
};

export const probes: Record<string, Probe> = {
  'POST /api/v1/enterprise/companyLifeTree/milestone/add': async (kit) =>
    as(kit.admin, 'POST', '/api/v1/enterprise/companyLifeTree/milestone/add', {
      companyId: await companyOf(kit.parkId), kind: 'award', title: '走查奖项', occurredOn: '2022-01-01',
    }),
  'PUT /api/v1/enterprise/companyLifeTree/milestone/update': async (kit) =>
    as(kit.admin, 'PUT', '/api/v1/enterprise/companyLifeTree/milestone/update', {
      id: await milestoneOf(kit.parkId), kind: 'patent', title: '走查改名', occurredOn: '2022-01-02',
    }),
  'DELETE /api/v1/enterprise/companyLifeTree/milestone/delete/:id': async (kit) =>
    as(kit.admin, 'DELETE', `/api/v1/enterprise/companyLifeTree/milestone/delete/${await milestoneOf(kit.parkId)}`),
};
