import { sql } from 'drizzle-orm';
import { runSql, sessionFor } from '../helpers/support';
import { as, idOf, type Probe, type ProbeKit } from '../logs/probe-kit';
import { batchFields } from './voucher-kit';
import { CONTRACT_FILE, activeVoucher, payableService } from './voucher-order-kit';

// Probes of the vouchers module: each makes a change that succeeds on the seed.
const BASE = '/api/v1/innovation/vouchers';
const seeded = () => idOf(sql`select id from voucher_batches where name = '2026年度科技创新券'`);

export const readOnlyPosts: Record<string, string> = {
  [`POST ${BASE}/batch/list`]: 'lists batches',
  [`POST ${BASE}/application/list`]: 'lists a batch’s applications',
  [`POST ${BASE}/list`]: 'lists a batch’s vouchers',
  [`POST ${BASE}/company/list`]: 'lists the company’s vouchers',
  [`POST ${BASE}/agency/batches`]: 'lists the batches paying for the agency’s services',
  [`POST ${BASE}/company/batches`]: 'lists the batches open to the company',
  [`POST ${BASE}/company/applications`]: 'lists the company’s applications',
  [`POST ${BASE}/order/company/orders`]: 'lists the company’s voucher orders',
  [`POST ${BASE}/order/agency/list`]: 'lists the agency’s voucher orders',
  [`POST ${BASE}/order/batch/list`]: 'lists a batch’s voucher orders',
};

// The demo voucher order in `state` (server/modules/vouchers/order-seed.ts has one in each).
const orderIn = (state: string) => idOf(sql`select o.id from orders o join voucher_orders vo on vo.order_id = o.id where o.state = ${state} order by o.id limit 1`);
const versionOf = async (id: number) => ((await runSql(sql`select version from orders where id = ${id}`)).rows[0] as { version: number }).version;
const step = (who: string, state: string, path: string, body: object) => async (kit: ProbeKit) => {
  const id = await orderIn(state);
  const tokens = who === 'admin' ? kit.admin : await sessionFor(who);
  return as(tokens, 'POST', `${BASE}/${path}/${id}`, { version: await versionOf(id), ...body });
};

export const probes: Record<string, Probe> = {
  [`POST ${BASE}/order/company/list/:id`]: async () =>
    as(await sessionFor('company'), 'POST', `${BASE}/order/company/list/${await activeVoucher()}`, { serviceId: await payableService(), needs: '走查下单' }),
  [`POST ${BASE}/order/cancel/:id`]: step('company', 'submitted', 'order/cancel', { reason: '走查取消' }),
  [`POST ${BASE}/order/decline/:id`]: step('agency', 'submitted', 'order/decline', { reason: '走查拒绝' }),
  [`POST ${BASE}/upload/contract/:id`]: step('agency', 'submitted', 'upload/contract', { contractFen: 100_000, file: CONTRACT_FILE }),
  [`POST ${BASE}/order/deliver/:id`]: step('agency', 'contracted', 'order/deliver', { note: '走查交付' }),
  [`POST ${BASE}/order/confirm/:id`]: step('company', 'delivered', 'order/confirm', { scores: { quality: 5, timeliness: 5, attitude: 5 }, grade: 'A' }),
  [`POST ${BASE}/order/redeem/request/:id`]: step('agency', 'completed', 'order/redeem/request', { redeemFen: 100_000 }),
  [`POST ${BASE}/order/redeem/check/:id`]: step('admin', 'redeeming', 'order/redeem/check', { pass: true }),
  [`POST ${BASE}/batch/add`]: async (kit) => as(kit.admin, 'POST', `${BASE}/batch/add`, batchFields()),
  [`PUT ${BASE}/batch/update`]: async (kit) =>
    as(kit.admin, 'PUT', `${BASE}/batch/update`, { id: await seeded(), version: 0, ...batchFields({ budget: 50_000_000, faceValue: 2_000_000, serviceTypes: ['tech', 'ip', 'finance', 'legal', 'policy'] }) }),
  [`POST ${BASE}/application/check`]: async (kit) =>
    as(kit.admin, 'POST', `${BASE}/application/check`, { id: await idOf(sql`select id from voucher_applications where state = 'submitted' order by id limit 1`), pass: true }),
  [`POST ${BASE}/recall`]: async (kit) =>
    as(kit.admin, 'POST', `${BASE}/recall`, { id: await idOf(sql`select id from vouchers where state = 'active' and expires_on >= current_date order by id limit 1`), reason: '走查收回' }),
  [`POST ${BASE}/company/apply`]: async () => as(await sessionFor('company'), 'POST', `${BASE}/company/apply`, { batchId: await seeded(), quantity: 1 }),
};
