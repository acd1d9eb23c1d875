import { sql } from 'drizzle-orm';
import { sessionFor } from '../helpers/support';
import { as, idOf, type Probe } from '../logs/probe-kit';
import { HIGH_TECH, validForm } from './pre-apply-kit';

// Probes of the pre-apply module: each makes a change that succeeds on the seed (星云智能's applications).

const demoApplication = (state: string, title: string) =>
  idOf(sql`select a.id from pre_applications a join companies c on c.id = a.company_id
    where c.name = '星云智能科技有限公司' and a.state = ${state} and a.policy_title = ${title} order by a.id limit 1`);
const versionOf = async (id: number) => idOf(sql`select version as id from pre_applications where id = ${id}`);
const highTech = () => idOf(sql`select i.id from content_items i join companies c on c.park_id = i.park_id
  where c.name = '星云智能科技有限公司' and i.type = 'policy' and i.title = ${HIGH_TECH}`);

export const readOnlyPosts: Record<string, string> = {
  'POST /api/v1/ps/policy/pre/apply/list': 'lists the company\'s own pre-applications',
  'POST /api/v1/admin/ps/policy/pre/apply/list': 'lists the park\'s pre-applications',
};

export const probes: Record<string, Probe> = {
  'POST /api/v1/ps/policy/pre/apply': async () =>
    as(await sessionFor('company'), 'POST', '/api/v1/ps/policy/pre/apply', { policyId: await highTech(), form: validForm(), submit: true }),
  'POST /api/v1/ps/policy/pre/apply/edit': async () => {
    const id = await demoApplication('draft', '小型微利企业所得税优惠政策解读');
    return as(await sessionFor('company'), 'POST', '/api/v1/ps/policy/pre/apply/edit', { id, version: await versionOf(id), form: validForm(), submit: false });
  },
  'POST /api/v1/ps/policy/preApply/cancel': async () => {
    const id = await demoApplication('draft', '小型微利企业所得税优惠政策解读');
    return as(await sessionFor('company'), 'POST', '/api/v1/ps/policy/preApply/cancel', { id, version: await versionOf(id), reason: '走查取消' });
  },
  'POST /api/v1/admin/ps/policy/preApply/check': async (kit) => {
    const id = await demoApplication('submitted', '浦东新区重点产业人才安居资助政策');
    return as(kit.admin, 'POST', '/api/v1/admin/ps/policy/preApply/check', { id, version: await versionOf(id), decision: 'pass', opinion: '走查通过' });
  },
};
