import { sql } from 'drizzle-orm';
import { runSql, sessionFor } from '../helpers/support';
import { as, idOf, type Probe } from '../logs/probe-kit';

// Probes of the orders module: each makes a change that succeeds on the seed's demo orders.

async function demoOrder(state: string, agency: boolean): Promise<{ id: number; version: number }> {
  const rows = (await runSql(sql`select o.id, o.version from orders o join companies c on c.id = o.company_id
    where c.name = '星云智能科技有限公司' and o.kind = 'service' and o.state = ${state} and (o.mechanism_id is not null) = ${agency}
    order by o.id limit 1`)).rows as { id: number; version: number }[];
  const row = rows[0];
  if (!row) throw new Error(`no demo order in ${state}`);
  return row;
}

const apply = { needs: '走查申请', contact: '周明', phone: '13800000001' };

export const readOnlyPosts: Record<string, string> = {
  'POST /api/v1/ps/my/apply/list': 'lists the company\'s applications by a filter',
  'POST /api/v1/admin/ps/order': 'lists the park\'s applications by a filter',
  'POST /api/v1/cash/mechanism/order/list': 'lists the agency\'s applications by a filter',
};

export const probes: Record<string, Probe> = {
  'PUT /api/v1/admin/ps/order/service-levels': async (kit) =>
    as(kit.admin, 'PUT', '/api/v1/admin/ps/order/service-levels', { serviceType: 'legal', responseHours: 24, completeDays: 10 }),
  'POST /api/v1/ps/service/apply': async () =>
    as(await sessionFor('company'), 'POST', '/api/v1/ps/service/apply', { ...apply, source: 'park', serviceId: await idOf(sql`select id from content_items where title = '代理记账与税务申报' order by id limit 1`) }),
  'POST /api/v1/ps/policy/apply': async () =>
    as(await sessionFor('company'), 'POST', '/api/v1/ps/policy/apply', { ...apply, policyId: await idOf(sql`select id from content_items where title = '上海市高新技术企业认定奖励办法（2026年修订）' order by id limit 1`) }),
  'POST /api/v1/cash/order/cancel/:id': async () => {
    const order = await demoOrder('submitted', false);
    return as(await sessionFor('company'), 'POST', `/api/v1/cash/order/cancel/${order.id}`, { version: order.version, reason: '走查取消' });
  },
  'POST /api/v1/cash/order/confirm/:id': async () => {
    const order = await demoOrder('delivered', true);
    return as(await sessionFor('company'), 'POST', `/api/v1/cash/order/confirm/${order.id}`, { version: order.version, rating: 5 });
  },
  'POST /api/v1/admin/ps/order/action/:id': async (kit) => {
    const order = await demoOrder('submitted', false);
    return as(kit.admin, 'POST', `/api/v1/admin/ps/order/action/${order.id}`, { version: order.version, action: 'accept' });
  },
  'POST /api/iv/order/:id': async () => {
    const order = await demoOrder('assigned', true);
    return as(await sessionFor('agency'), 'POST', `/api/iv/order/${order.id}`, { version: order.version, action: 'accept' });
  },
  'POST /api/v1/cash/order/receipt/:id': async () => {
    const order = await demoOrder('delivered', true);
    return as(await sessionFor('agency'), 'POST', `/api/v1/cash/order/receipt/${order.id}`, { version: order.version, amountFen: 5000, file: { name: '收据.pdf', url: '/api/files/2026/11/r.pdf' } });
  },
};
