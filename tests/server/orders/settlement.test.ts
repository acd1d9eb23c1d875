import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { canSubmitSettlement } from '@contract/settlement-states';
import { parkMonth } from '@contract/park-calendar';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { countOf, demoAgency, hit, idOf, messagesOf, orderIn, parkOf } from './orders-kit';

// Every statement's amount and count equal the sum over its orders, and no order is in two statements.
async function sumsHold(): Promise<void> {
  const off = (await runSql(sql`select s.id from settlements s left join settlement_orders so on so.settlement_id = s.id
    group by s.id having s.amount_fen <> coalesce(sum(so.amount_fen), 0) or s.order_count <> count(so.order_id)`)).rows;
  expect(off).toEqual([]);
  const drift = (await runSql(sql`select so.order_id from settlement_orders so join orders o on o.id = so.order_id where o.amount_fen <> so.amount_fen`)).rows;
  expect(drift).toEqual([]);
}

async function statementOf(orderId: number) {
  return idOf(sql`select settlement_id as id from settlement_orders where order_id = ${orderId}`);
}

const version = async (id: number) => (await idOf(sql`select version as id from settlements where id = ${id}`));

describe('cash settlement of an agency', () => {
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
  });

  it('gathers confirmed cash orders by month; submit, return, resubmit, pay; the sum holds after every step', async () => {
    await sumsHold();
    const orderIds = [await orderIn({ state: 'delivered', agency: true }), await orderIn({ state: 'delivered', agency: true })];
    await runSql(sql`update orders set amount_fen = 10001 where id = ${orderIds[0]}`);
    await runSql(sql`update orders set amount_fen = 2099 where id = ${orderIds[1]}`);
    const unpaid = await orderIn({ state: 'delivered', agency: true });
    for (const id of [...orderIds, unpaid]) {
      expect((await hit(app, company, 'POST', `v1/cash/order/confirm/${id}`, { version: 3, rating: 4 })).json()).toMatchObject({ code: 1 });
      await sumsHold();
    }
    // No receipt amount: not a cash order to settle.
    expect((await runSql(sql`select 1 from settlement_orders where order_id = ${unpaid}`)).rows).toHaveLength(0);
    const id = await statementOf(orderIds[0] ?? 0);
    expect(await statementOf(orderIds[1] ?? 0)).toBe(id);
    const listed = (await hit(app, agency, 'POST', 'iv/mechanismCash/list', { state: 'open' })).json().data;
    expect(listed.list.map((r: { id: number }) => r.id)).toContain(id);
    const detail = (await hit(app, agency, 'GET', `iv/mechanismCash/${id}`)).json().data;
    expect(detail.orders.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining(orderIds));
    expect(detail.amountFen).toBe(detail.orders.reduce((sum: number, o: { amountFen: number }) => sum + o.amountFen, 0));
    expect(detail).toMatchObject({ state: 'open', party: 'agency', actions: ['submit'] });

    // This month is not over yet.
    const early = (await hit(app, agency, 'POST', `iv/mechanismCash/submit/${id}`, { version: detail.version })).json();
    expect(early).toMatchObject({ msg: '本月结束后才能提交结算单' });
    expect(early.code).not.toBe(1);
    await runSql(sql`update settlements set month = '2001-01' where id = ${id}`);
    const logs = await countOf('operation_logs');
    const submitted = (await hit(app, agency, 'POST', `iv/mechanismCash/submit/${id}`, { version: detail.version })).json();
    expect(submitted).toMatchObject({ code: 1, data: { state: 'submitted', actions: [] } });
    expect(await countOf('operation_logs')).toBe(logs + 1);
    expect(await messagesOf('operator', 'settlementSubmitted')).toHaveLength(1);
    await sumsHold();
    expect((await hit(app, operator, 'GET', `iv/mechanismCash/${id}`)).json().data).toMatchObject({ party: 'operator', actions: ['pay', 'return'] });

    const returned = (await hit(app, operator, 'POST', `v1/admin/cash/settlement/return/${id}`, { version: await version(id), reason: '发票抬头有误' })).json();
    expect(returned).toMatchObject({ code: 1, data: { state: 'returned', reason: '发票抬头有误' } });
    expect(await messagesOf('agency', 'settlementReturned')).toHaveLength(1);
    expect((await hit(app, agency, 'POST', `iv/mechanismCash/submit/${id}`, { version: await version(id) })).json()).toMatchObject({ data: { state: 'submitted' } });
    await sumsHold();

    // Two operators mark it paid at once: exactly one change lands.
    const admin = await sessionFor('admin', await parkOf());
    const v = await version(id);
    const logsBefore = await countOf('operation_logs');
    const answers = (await Promise.all([operator, admin].map((t, i) => hit(app, t, 'POST', `v1/admin/cash/settlement/pay/${id}`, { version: v, paymentRef: `PAY-${i}` })))).map((r) => r.json());
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.msg === '状态已变更，请刷新后重试')).toHaveLength(1);
    expect(await countOf('operation_logs')).toBe(logsBefore + 1);
    expect(await messagesOf('agency', 'settlementPaid')).toHaveLength(1);
    const paid = (await hit(app, agency, 'GET', `iv/mechanismCash/${id}`)).json().data;
    expect(paid).toMatchObject({ state: 'paid', paymentRef: expect.stringMatching(/^PAY-/), actions: [] });
    expect((await hit(app, operator, 'POST', `v1/admin/cash/settlement/return/${id}`, { version: paid.version, reason: 'x' })).json().msg).toBe('已付款的结算单不能退回');
    await sumsHold();
  });

  it('answers 403 to another agency, another park\'s operator and any company, and writes nothing', async () => {
    const park = await parkOf();
    const mine = await demoAgency();
    const otherAgency = await idOf(sql`select id from mechanisms where id <> ${mine} order by id limit 1`);
    const theirs = await idOf(sql`insert into settlements (park_id, mechanism_id, month, state) values (${park}, ${otherAgency}, '2001-02', 'open') returning id`);
    const otherPark = await idOf(sql`select id from parks where name = '中关村软件园'`);
    const far = await idOf(sql`insert into settlements (park_id, mechanism_id, month, state) values (${otherPark}, ${mine}, '2001-03', 'submitted') returning id`);
    const before = await Promise.all([countOf('operation_logs'), countOf('messages')]);
    expect((await hit(app, agency, 'GET', `iv/mechanismCash/${theirs}`)).statusCode).toBe(403);
    expect((await hit(app, agency, 'POST', `iv/mechanismCash/submit/${theirs}`, { version: 0 })).statusCode).toBe(403);
    expect((await hit(app, operator, 'GET', `iv/mechanismCash/${far}`)).statusCode).toBe(403);
    expect((await hit(app, operator, 'POST', `v1/admin/cash/settlement/pay/${far}`, { version: 0, paymentRef: 'X' })).statusCode).toBe(403);
    expect((await hit(app, agency, 'POST', `v1/admin/cash/settlement/pay/${far}`, { version: 0, paymentRef: 'X' })).statusCode).toBe(403);
    expect((await hit(app, company, 'GET', `iv/mechanismCash/${theirs}`)).statusCode).toBe(403);
    expect((await hit(app, company, 'POST', 'iv/mechanismCash/list', {})).statusCode).toBe(403);
    expect((await hit(app, company, 'POST', 'v1/admin/cash/settlement', {})).statusCode).toBe(403);
    expect(await Promise.all([countOf('operation_logs'), countOf('messages')])).toEqual(before);
    const parkList = (await hit(app, operator, 'POST', 'v1/admin/cash/settlement', { mechanismId: mine })).json().data;
    expect(parkList.list.length).toBeGreaterThan(0);
    expect(parkList.list.every((r: { parkId: number; mechanismId: number }) => r.parkId === park && r.mechanismId === mine)).toBe(true);
    // The seed's statements: every state, each equal to the sum of its orders.
    expect(new Set(parkList.list.map((r: { state: string }) => r.state))).toEqual(new Set(['open', 'submitted', 'returned', 'paid']));
    await sumsHold();
  });
  it('refuses a submit exactly when the contract\'s canSubmitSettlement does, with its words, and writes nothing then', async () => {
    const [park, mine] = await Promise.all([parkOf(), demoAgency()]);
    const cases = [
      { state: 'open', month: parkMonth(), orderCount: 2 },
      { state: 'open', month: '2001-01', orderCount: 2 },
      { state: 'returned', month: '2001-02', orderCount: 1 },
      { state: 'open', month: '2001-03', orderCount: 0 },
      { state: 'submitted', month: '2001-04', orderCount: 1 },
      { state: 'paid', month: '2001-05', orderCount: 1 },
    ];
    for (const c of cases) {
      const id = await idOf(sql`insert into settlements (park_id, mechanism_id, month, state, order_count) values (${park}, ${mine}, ${c.month}, ${c.state}, ${c.orderCount})
        on conflict (mechanism_id, park_id, month) do update set state = excluded.state, order_count = excluded.order_count, version = 0 returning id`);
      const rule = canSubmitSettlement(c, new Date());
      const logs = await countOf('operation_logs');
      const answer = (await hit(app, agency, 'POST', `iv/mechanismCash/submit/${id}`, { version: 0 })).json();
      expect({ case: c, ok: answer.code === 1, msg: answer.code === 1 ? null : answer.msg }).toEqual({ case: c, ok: rule.ok, msg: rule.ok ? null : rule.reason });
      expect(await countOf('operation_logs')).toBe(logs + (rule.ok ? 1 : 0));
    }
  });
});
