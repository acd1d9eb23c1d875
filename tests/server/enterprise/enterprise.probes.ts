import { sql } from 'drizzle-orm';
import { runSql, sessionFor } from '../helpers/support';
import { as, idOf, type Probe } from '../logs/probe-kit';

// Probes of the every-mutation-is-logged walk for the company record and its audit (server/modules/enterprise).

export const readOnlyPosts: Record<string, string> = {
  'POST /api/v1/enterprise/check/list': 'lists the applications and changes waiting for audit',
};

const companyNamed = (name: string) => idOf(sql`select id from companies where name = ${name}`);

export const probes: Record<string, Probe> = {
  'POST /api/v1/enterprise/detail/:parkId/:companyId/:moduleKey': async (kit) =>
    as(kit.admin, 'POST', `/api/v1/enterprise/detail/${kit.parkId}/${await companyNamed('智造机器人有限公司')}/ip`, { data: { patents: 5 }, isCommit: 1 }),
  'POST /api/v1/enterprise/withdraw/:parkId/:companyId': async (kit) => {
    const id = await companyNamed('未来新材料有限公司');
    await runSql(sql`update companies set state = 0 where id = ${id}`);
    return as(await sessionFor('newcompany'), 'POST', `/api/v1/enterprise/withdraw/${kit.parkId}/${id}`);
  },
  'POST /api/v1/enterprise/check/:parkId/:companyId': async (kit) =>
    as(kit.admin, 'POST', `/api/v1/enterprise/check/${kit.parkId}/${await companyNamed('蓝海生物医药有限公司')}`, { pass: true }),
};
