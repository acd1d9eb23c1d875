import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectedDateRule } from '@contract/date-rules';
import { parkToday } from '@contract/park-calendar';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { countOf, hit, idOf, orderIn, orderRow, parkOf, RECEIPT_FILE, taxService } from './orders-kit';

async function writes() {
  return Promise.all([countOf('orders'), countOf('order_events'), countOf('operation_logs'), countOf('messages')]);
}

describe('who reaches an order, and what money and input are refused', () => {
  let app: FastifyInstance;
  let company: Tokens;
  let agency: Tokens;
  let operator: Tokens;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    [company, agency, operator] = await Promise.all([sessionFor('company'), sessionFor('agency'), sessionFor('operator')]);
  });

  it('answers 403 for another party\'s order and writes nothing', async () => {
    const park = await parkOf();
    const other = await idOf(sql`select id from companies where name = '智造机器人有限公司'`);
    const theirs = await idOf(sql`select id from orders where company_id = ${other} and state = 'accepted' limit 1`);
    const parkHeld = await orderIn({ state: 'submitted' });
    const before = await writes();
    expect((await hit(app, company, 'GET', `v1/cash/order/${park}/${theirs}`)).statusCode).toBe(403);
    expect((await hit(app, company, 'POST', `v1/cash/order/cancel/${theirs}`, { version: 2, reason: '试试' })).statusCode).toBe(403);
    // Routed elsewhere: the park still holds it, so the agency may neither read nor accept it.
    expect((await hit(app, agency, 'POST', `iv/order/${parkHeld}`, { version: 3, action: 'accept' })).statusCode).toBe(403);
    expect((await hit(app, agency, 'GET', `v1/cash/order/${park}/${parkHeld}`)).statusCode).toBe(403);
    // An operator of another park.
    const otherPark = await idOf(sql`select id from parks where name = '中关村软件园'`);
    const otherOrder = await idOf(sql`select id from orders where park_id = ${otherPark} limit 1`).catch(() => null);
    const farOrder = otherOrder ?? (await idOf(sql`insert into orders (park_id, company_id, kind, subject_kind, subject_id, subject_title, state, needs, contact, phone)
      select ${otherPark}, id, 'service', 'content', 1, '外园区服务', 'submitted', '需求', '何静', '13800000002' from companies where park_id = ${otherPark} limit 1 returning id`));
    const afterInsert = await writes();
    expect((await hit(app, operator, 'GET', `v1/cash/order/${otherPark}/${farOrder}`)).statusCode).toBe(403);
    expect((await hit(app, operator, 'POST', `v1/admin/ps/order/action/${farOrder}`, { version: 0, action: 'accept' })).statusCode).toBe(403);
    expect(await writes()).toEqual(otherOrder ? before : afterInsert);
    // The wrong host kind for a call.
    expect((await hit(app, agency, 'POST', `v1/cash/order/cancel/${parkHeld}`, { version: 3, reason: 'x' })).statusCode).toBe(403);
    expect((await hit(app, company, 'POST', 'v1/admin/ps/order', {})).statusCode).toBe(403);
    expect((await hit(app, null, 'POST', 'v1/ps/my/apply/list', {})).statusCode).toBe(401);
  });

  it('shows each party only its own rows', async () => {
    const mine = (await hit(app, company, 'POST', 'v1/ps/my/apply/list', { pageSize: 100 })).json().data.list as { companyName: string }[];
    expect(new Set(mine.map((r) => r.companyName))).toEqual(new Set(['星云智能科技有限公司']));
    const routed = (await hit(app, agency, 'POST', 'v1/cash/mechanism/order/list', { pageSize: 100 })).json().data.list as { mechanismName: string }[];
    expect(routed.length).toBeGreaterThan(5);
    expect(new Set(routed.map((r) => r.mechanismName))).toEqual(new Set(['启航企业服务中心']));
    const park = (await hit(app, operator, 'POST', 'v1/admin/ps/order', { pageSize: 100 })).json().data;
    expect(park.list.every((r: { parkId: number }) => r.parkId === park.list[0].parkId)).toBe(true);
    const byCompany = (await hit(app, operator, 'POST', 'v1/admin/ps/order', { companyName: '智造' })).json().data;
    expect(byCompany.total).toBeGreaterThan(0);
    expect(byCompany.list.every((r: { companyName: string }) => r.companyName === '智造机器人有限公司')).toBe(true);
  });

  it('refuses money that is negative, over the limit or finer than a fen', async () => {
    const id = await orderIn({ state: 'delivered', agency: true });
    const before = await writes();
    for (const amountFen of [-1, 1_000_000_001, 12.5, '100', null]) {
      const res = (await hit(app, agency, 'POST', `v1/cash/order/receipt/${id}`, { version: 3, amountFen, file: RECEIPT_FILE })).json();
      expect(res.code, String(amountFen)).not.toBe(1);
    }
    expect((await hit(app, agency, 'POST', `v1/cash/order/receipt/${id}`, { version: 3, amountFen: 100, file: { name: 'x', url: 'javascript:alert(1)' } })).json().code).not.toBe(1);
    expect(await writes()).toEqual(before);
    expect(await orderRow(id)).toMatchObject({ amount_fen: null, version: 3 });
    expect((await hit(app, agency, 'POST', `v1/cash/order/receipt/${id}`, { version: 3, amountFen: 1_000_000_000, file: RECEIPT_FILE })).json().code).toBe(1);
  });

  it('refuses applications for what is not on offer, or with a bad date or rating', async () => {
    const base = { source: 'park', needs: '需求', contact: '周明', phone: '13800000001' };
    const draft = await idOf(sql`select id from content_items where type = 'service' and state = 'draft' limit 1`);
    expect((await hit(app, company, 'POST', 'v1/ps/service/apply', { ...base, serviceId: draft })).json()).toMatchObject({ code: 0, msg: '服务不存在或已下架' });
    expect((await hit(app, company, 'POST', 'v1/ps/service/apply', { ...base, serviceId: await taxService(), expectedDate: '2020-01-01' })).json()).toMatchObject({ code: 0, msg: '期望日期不能早于今天', errors: [{ field: 'expectedDate', msg: '期望日期不能早于今天' }] });
    expect((await hit(app, company, 'POST', 'v1/ps/service/apply', { ...base, serviceId: await taxService(), needs: '   ' })).json().code).not.toBe(1);
    const expired = await idOf(sql`select id from content_items where type = 'policy' and state = 'on' limit 1`);
    await runSql(sql`update content_items set extra = extra || '{"deadline":"2020-01-01"}'::jsonb where id = ${expired}`);
    expect((await hit(app, company, 'POST', 'v1/ps/policy/apply', { needs: '需求', contact: '周明', phone: '13800000001', policyId: expired })).json()).toMatchObject({ code: 0, msg: '该政策已过申报截止日期', errors: [{ field: 'policyId' }] });
    const newcomer = await sessionFor('newcompany');
    expect((await hit(app, newcomer, 'POST', 'v1/ps/service/apply', { ...base, serviceId: await taxService() })).json().code).not.toBe(1);
    const delivered = await orderIn({ state: 'delivered', agency: true });
    for (const rating of [0, 6, 4.5]) {
      expect((await hit(app, company, 'POST', `v1/cash/order/confirm/${delivered}`, { version: 3, rating })).json().code, String(rating)).not.toBe(1);
    }
  });
  it('refuses an expected date exactly when the contract\'s expectedDateRule does, at the field, in the park\'s calendar', async () => {
    const base = { source: 'park', needs: '需求', contact: '周明', phone: '13800000001', serviceId: await taxService() };
    const today = parkToday();
    const shift = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    for (const day of [shift(-400), shift(-1), today, shift(1), shift(365)]) {
      const rule = expectedDateRule(day, today);
      const answer = (await hit(app, company, 'POST', 'v1/ps/service/apply', { ...base, expectedDate: day })).json();
      expect({ day, ok: answer.code === 1, errors: answer.errors ?? null }).toEqual({ day, ok: rule.ok, errors: rule.ok ? null : [{ field: 'expectedDate', msg: rule.reason }] });
    }
  });
});
