import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tokens } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { agencyOffersFinance, countOf, demoAgency, hit, messagesOf, openPolicy, orderRow, parkOf, RECEIPT_FILE, taxService } from './orders-kit';

const apply = { source: 'park', needs: '每月代理记账', contact: '周明', phone: '13800000001' };

describe('a service application from apply to rating', () => {
  let app: FastifyInstance;
  let company: Tokens;
  let operator: Tokens;
  let agency: Tokens;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    [company, operator, agency] = await Promise.all([sessionFor('company'), sessionFor('operator'), sessionFor('agency')]);
    await agencyOffersFinance();
  });

  it('runs submitted → assigned → accepted → in service → delivered → completed, logged and messaged at each step', async () => {
    const park = await parkOf();
    const prefill = (await hit(app, company, 'GET', `v1/ps/userInfo/${park}`)).json();
    expect(prefill).toMatchObject({ code: 1, data: { companyName: '星云智能科技有限公司' } });
    const logs = await countOf('operation_logs');
    const applied = (await hit(app, company, 'POST', 'v1/ps/service/apply', { ...apply, serviceId: await taxService() })).json();
    expect(applied).toMatchObject({ code: 1, data: { state: 'submitted', provider: 'park', serviceType: 'finance', party: 'company', actions: ['cancel'] } });
    const id = applied.data.id as number;
    expect(await messagesOf('operator', 'orderSubmitted')).toContainEqual(expect.objectContaining({ link: `/serviceOrderDetail?id=${id}&parkId=${park}` }));

    const candidates = (await hit(app, operator, 'GET', `v1/cash/assign/mechanism/${park}?orderId=${id}`)).json();
    const qihang = await demoAgency();
    expect(candidates.data).toContainEqual(expect.objectContaining({ id: qihang, name: '启航企业服务中心', openLoad: expect.any(Number) }));
    const detail = (await hit(app, operator, 'GET', `v1/cash/order/${park}/${id}`)).json().data;
    expect(detail.actions).toEqual(['assign', 'accept', 'reject']);

    let version = 0;
    const step = async (tokens: Tokens, url: string, body: object) => {
      const res = (await hit(app, tokens, 'POST', url, { version, ...body })).json();
      expect(res, url).toMatchObject({ code: 1 });
      version += 1;
      return res.data;
    };
    await step(operator, `v1/admin/ps/order/action/${id}`, { action: 'assign', mechanismId: qihang });
    expect(await messagesOf('agency', 'orderAssigned')).toContainEqual(expect.objectContaining({ link: `/cashOrderDetail?id=${id}&parkId=${park}` }));
    const listed = (await hit(app, agency, 'POST', 'v1/cash/mechanism/order/list', { state: 'assigned' })).json();
    expect(listed.data.list.map((r: { id: number }) => r.id)).toContain(id);
    expect((await step(agency, `iv/order/${id}`, { action: 'accept' })).state).toBe('accepted');
    expect((await orderRow(id)).first_response_at).not.toBeNull();
    await step(agency, `iv/order/${id}`, { action: 'start' });
    await step(agency, `iv/order/${id}`, { action: 'progress', note: '已完成建账' });
    await step(agency, `iv/order/${id}`, { action: 'deliver' });
    expect(await messagesOf('company', 'orderDelivered')).toHaveLength(1);
    const receipt = await step(agency, `v1/cash/order/receipt/${id}`, { amountFen: 123_456, file: RECEIPT_FILE });
    expect(receipt).toMatchObject({ state: 'delivered', amountFen: 123_456, receiptFile: RECEIPT_FILE });
    const done = await step(company, `v1/cash/order/confirm/${id}`, { rating: 5, comment: '很好' });
    expect(done).toMatchObject({ state: 'completed', rating: 5, ratingComment: '很好', actions: [] });
    expect(done.events.map((e: { action: string }) => e.action)).toEqual(['apply', 'assign', 'accept', 'start', 'progress', 'deliver', 'receipt', 'confirm']);
    expect(await messagesOf('agency', 'orderCompleted')).toHaveLength(1);
    expect((await countOf('operation_logs')) - logs).toBe(8);
    expect((await hit(app, company, 'POST', `v1/cash/order/confirm/${id}`, { version, rating: 4 })).json()).toMatchObject({ code: 0, msg: '已完成的申请不能确认完成' });
  });

  it('lists the company\'s own applications by state, type and date', async () => {
    const list = async (filter: object) => (await hit(app, company, 'POST', 'v1/ps/my/apply/list', filter)).json().data as { list: { kind: string; state: string }[]; total: number };
    const all = await list({});
    expect(all.total).toBeGreaterThanOrEqual(10);
    expect((await list({ kind: 'policy' })).list.every((r) => r.kind === 'policy')).toBe(true);
    expect((await list({ state: 'delivered' })).list.every((r) => r.state === 'delivered')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ startDate: today, endDate: today })).total).toBeLessThan(all.total);
  });

  it('takes a policy application to review: passed with an opinion, or rejected with a reason', async () => {
    const park = await parkOf();
    const res = (await hit(app, company, 'POST', 'v1/ps/policy/apply', { policyId: await openPolicy(), needs: '申请首次认定奖励', contact: '周明', phone: '13800000001' })).json();
    expect(res).toMatchObject({ code: 1, data: { kind: 'policy', state: 'submitted' } });
    const id = res.data.id as number;
    expect((await hit(app, company, 'GET', `v1/ps/policy/apply/detail/${id}`)).json().data.subjectTitle).toContain('高新技术企业');
    expect((await hit(app, operator, 'POST', `v1/admin/ps/order/action/${id}`, { version: 0, action: 'reject' })).json()).toMatchObject({ code: 0, msg: '请填写原因' });
    const passed = (await hit(app, operator, 'POST', `v1/admin/ps/order/action/${id}`, { version: 0, action: 'pass', note: '符合条件' })).json();
    expect(passed.data).toMatchObject({ state: 'completed' });
    expect(await messagesOf('company', 'orderUpdated')).toContainEqual(expect.objectContaining({ link: `/front-cashOrderDetail?id=${id}&parkId=${park}` }));
  });

  it('marks and counts the open orders past the park\'s service-level target', async () => {
    const levels = (await hit(app, operator, 'GET', 'v1/admin/ps/order/service-levels')).json().data as { serviceType: string; responseHours: number | null }[];
    expect(levels.find((l) => l.serviceType === 'finance')).toMatchObject({ responseHours: 12 });
    const page = async (tokens: Tokens, url: string) => (await hit(app, tokens, 'POST', url, { pageSize: 100 })).json().data as { overdue: number; list: { overdue: boolean; state: string }[] };
    const before = await page(operator, 'v1/admin/ps/order');
    expect(before.overdue).toBeGreaterThan(0);
    expect(before.list.filter((r) => r.overdue).length).toBe(before.overdue);
    expect(before.list.filter((r) => r.overdue).every((r) => ['submitted', 'assigned', 'accepted', 'inService'].includes(r.state))).toBe(true);
    expect((await page(agency, 'v1/cash/mechanism/order/list')).overdue).toBeGreaterThan(0);
    // Generous targets: nothing is late any more.
    for (const serviceType of ['finance', 'ip', 'hr', 'policy', 'legal']) {
      expect((await hit(app, operator, 'PUT', 'v1/admin/ps/order/service-levels', { serviceType, responseHours: 720, completeDays: 365 })).json().code).toBe(1);
    }
    expect((await page(operator, 'v1/admin/ps/order')).overdue).toBe(0);
    expect((await hit(app, operator, 'PUT', 'v1/admin/ps/order/service-levels', { serviceType: 'finance', responseHours: 0, completeDays: 1 })).json().code).not.toBe(1);
  });

  it('an agency that declines an assigned order hands it back to the park', async () => {
    const applied = (await hit(app, company, 'POST', 'v1/ps/service/apply', { ...apply, serviceId: await taxService() })).json();
    const id = applied.data.id as number;
    await hit(app, operator, 'POST', `v1/admin/ps/order/action/${id}`, { version: 0, action: 'assign', mechanismId: await demoAgency() });
    const declined = (await hit(app, agency, 'POST', `iv/order/${id}`, { version: 1, action: 'decline', note: '排期已满' })).json();
    expect(declined).toMatchObject({ code: 1, data: null });
    expect(await orderRow(id)).toMatchObject({ state: 'submitted', mechanism_id: null, version: 2 });
    expect(await messagesOf('operator', 'orderReturned')).toHaveLength(1);
    expect((await hit(app, agency, 'GET', `v1/cash/order/${await parkOf()}/${id}`)).statusCode).toBe(403);
  });
});
