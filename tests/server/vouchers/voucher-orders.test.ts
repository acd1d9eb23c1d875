import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATE_KEYS, findTransition, type OrderAction, type OrderParty } from '@contract/order-states';
import type { Tokens } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { lastLogId, logsSince } from '../access/access-kit';
import { dayFrom, hit, ledgerTruth, rows, seededBatch } from './voucher-kit';
import { CONTRACT_FILE, activeVoucher, payableService } from './voucher-order-kit';

type Body = { code: number | string; msg: string; data: Record<string, unknown> & { list?: Record<string, unknown>[] } };
const STALE = '状态已变更，请刷新后重试';

describe('voucher orders: spend, contract, delivery, confirmation and redemption', () => {
  let app: FastifyInstance;
  let tokens: Record<OrderParty, Tokens>;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    tokens = { company: await sessionFor('company'), agency: await sessionFor('agency'), operator: await sessionFor('operator') };
  });

  const send = async (who: OrderParty, url: string, payload?: object) => (await hit(app, tokens[who], payload === undefined ? 'GET' : 'POST', url, payload)).json() as Body;
  const spend = async (voucher: number) => send('company', `order/company/list/${voucher}`, { serviceId: await payableService(), needs: '需要高企认定辅导' });
  const version = async (id: number) => (await rows<{ version: number }>(sql`select version from orders where id = ${id}`))[0]?.version ?? -1;
  const voucherState = async (id: number) => (await rows<{ state: string }>(sql`select state from vouchers where id = ${id}`))[0]?.state;

  it('walks the whole path; the ledger moves committed → redeemed and every step is logged and messaged', async () => {
    const batch = await seededBatch();
    const voucher = await activeVoucher();
    const before = await ledgerTruth(batch);
    const spent = await spend(voucher);
    expect(spent).toMatchObject({ code: 1, data: { state: 'submitted', voucherId: voucher, actions: ['cancel'] } });
    const id = spent.data.id as number;
    expect(await voucherState(voucher)).toBe('committed');
    expect((await ledgerTruth(batch)).committed).toBe(before.committed + 2_000_000);
    const parkId = spent.data.parkId as number;
    for (const who of ['agency', 'operator'] as const) expect((await send(who, `order/detail/${parkId}/${id}`)).code).toBe(1);
    expect((await send('agency', `order/detail/${parkId}/${id}`)).data.actions).toEqual(['decline', 'contract']);
    const logFrom = await lastLogId();
    expect((await send('agency', `upload/contract/${id}`, { version: 0, contractFen: 2_500_000, file: { name: 'a.exe', url: '/api/files/x/a.exe' } })).msg).toBe('合同须为 PDF 或图片文件');
    expect((await send('agency', `upload/contract/${id}`, { version: 0, contractFen: 2_500_000, file: CONTRACT_FILE })).data.state).toBe('contracted');
    expect((await send('company', `order/cancel/${id}`, { version: 1, reason: '不要了' })).code).toBe(0);
    expect((await send('agency', `order/deliver/${id}`, { version: 1, note: '已交付' })).data.state).toBe('delivered');
    const unconfirmed = await send('agency', 'order/agency/list', { unconfirmed: true });
    expect(unconfirmed.data.list?.map((o) => o.id)).toContain(id);
    const scores = { quality: 5, timeliness: 4, attitude: 5 };
    expect((await send('company', `order/confirm/${id}`, { version: 2, scores, grade: 'E' })).code).not.toBe(1);
    expect((await send('company', `order/confirm/${id}`, { version: 2, scores, grade: 'A' })).data).toMatchObject({ state: 'completed', grade: 'A', scores });
    expect((await send('agency', `order/redeem/request/${id}`, { version: 3, redeemFen: 2_000_001 })).msg).toBe('核销金额不能超过服务券面额（20000.00 元）');
    await rows(sql`update voucher_batches set settlement_windows = ${JSON.stringify([{ start: dayFrom(10), end: dayFrom(20) }])}::jsonb where id = ${batch}`);
    expect((await send('agency', `order/redeem/request/${id}`, { version: 3, redeemFen: 1_500_000 })).msg).toBe('当前不在该批次的结算窗口内，不能申请核销');
    await rows(sql`update voucher_batches set settlement_windows = ${JSON.stringify([{ start: dayFrom(-1), end: dayFrom(1) }])}::jsonb where id = ${batch}`);
    expect(await version(id)).toBe(3);
    expect((await send('agency', `order/redeem/request/${id}`, { version: 3, redeemFen: 1_500_000 })).data).toMatchObject({ state: 'redeeming', redeemFen: 1_500_000, companyPaysFen: 1_000_000 });
    const waiting = await send('operator', 'order/batch/list', { batchId: batch, state: 'redeeming' });
    expect(waiting.data.list?.map((o) => o.id)).toContain(id);
    const mid = await ledgerTruth(batch);
    expect((await send('operator', `order/redeem/check/${id}`, { version: 4, pass: true })).data.state).toBe('redeemed');
    expect((await send('operator', `order/redeem/check/${id}`, { version: 4, pass: true })).msg).toBe(STALE);
    const after = await ledgerTruth(batch);
    expect([after.committed, after.redeemed]).toEqual([mid.committed - 2_000_000, mid.redeemed + 1_500_000]);
    expect(await voucherState(voucher)).toBe('used');
    const detail = await send('company', `order/detail/${parkId}/${id}`);
    expect((detail.data.events as { action: string }[]).map((e) => e.action)).toEqual(['apply', 'contract', 'deliver', 'confirm', 'requestRedeem', 'approveRedeem']);
    expect((await logsSince(logFrom)).map((l) => `${l.module}.${l.action}`)).toEqual(['order.contract', 'order.deliver', 'order.confirm', 'order.requestRedeem', 'order.approveRedeem', 'voucher.redeem']);
    const kinds = await rows<{ kind: string }>(sql`select kind from messages where id > (select coalesce(max(id), 0) - 20 from messages) and kind like 'voucherRedeem%'`);
    expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set(['voucherRedeemRequested', 'voucherRedeemChecked']));
  });

  it('cancel frees the voucher; a contract on a cancelled order and a spend of an expired, recalled or committed voucher are refused', async () => {
    const voucher = await activeVoucher();
    const id = (await spend(voucher)).data.id as number;
    expect((await spend(voucher)).msg).toBe('该服务券已被占用或已核销，不能再次使用');
    const generic = await app.inject({ method: 'POST', url: `/api/v1/cash/order/cancel/${id}`, headers: { authorization: `Bearer ${tokens.company.access_token}` }, payload: { version: 0, reason: '绕过' } });
    expect(generic.json().msg).toBe('服务券订单请在服务券订单中办理');
    expect((await send('company', `order/cancel/${id}`, { version: 0, reason: '改期' })).data.state).toBe('cancelled');
    expect(await voucherState(voucher)).toBe('active');
    const before = await lastLogId();
    expect((await send('agency', `upload/contract/${id}`, { version: 1, contractFen: 100, file: CONTRACT_FILE })).msg).toBe('已取消的申请不能上传合同');
    expect(await logsSince(before)).toEqual([]);
    const [expired] = await rows<{ id: number }>(sql`select v.id from vouchers v join voucher_batches b on b.id = v.batch_id where b.name = '2025年度企业服务券'`);
    expect((await spend(expired?.id ?? 0)).msg).toBe('该服务券已过期，不能使用');
    const [recalled] = await rows<{ id: number }>(sql`select id from vouchers where state = 'recalled' order by id limit 1`);
    expect((await spend(recalled?.id ?? 0)).msg).toBe('该服务券已被收回，不能使用');
    const [theirs] = await rows<{ id: number }>(sql`select v.id from vouchers v join companies c on c.id = v.company_id where c.name = '智造机器人有限公司'`);
    expect((await spend(theirs?.id ?? 0)).code).not.toBe(1);
    expect(await logsSince(before)).toEqual([]);
  });

  it('two concurrent spends of one voucher: exactly one order', async () => {
    const voucher = await activeVoucher();
    const answers = await Promise.all(Array.from({ length: 4 }, () => spend(voucher)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    const [n] = await rows<{ n: number }>(sql`select count(*)::int as n from voucher_orders vo join orders o on o.id = vo.order_id where vo.voucher_id = ${voucher} and o.state = 'submitted'`);
    expect(n?.n).toBe(1);
  });

  it('allows exactly the voucher transitions of ORDER_TRANSITIONS, for each party, from every state', async () => {
    const voucher = await activeVoucher();
    const id = (await spend(voucher)).data.id as number;
    const calls: [OrderParty, OrderAction, string, object][] = [
      ['company', 'cancel', `order/cancel/${id}`, { reason: '取消' }],
      ['agency', 'decline', `order/decline/${id}`, { reason: '没空' }],
      ['agency', 'contract', `upload/contract/${id}`, { contractFen: 100, file: CONTRACT_FILE }],
      ['agency', 'deliver', `order/deliver/${id}`, {}],
      ['company', 'confirm', `order/confirm/${id}`, { scores: { quality: 3, timeliness: 3, attitude: 3 }, grade: 'C' }],
      ['agency', 'requestRedeem', `order/redeem/request/${id}`, { redeemFen: 100 }],
      ['operator', 'approveRedeem', `order/redeem/check/${id}`, { pass: true }],
      ['operator', 'rejectRedeem', `order/redeem/check/${id}`, { pass: false, reason: '材料不全' }],
    ];
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const state of ORDER_STATE_KEYS) {
      for (const [who, action, url, body] of calls) {
        await rows(sql`update orders set state = ${state}, version = 5 where id = ${id}`);
        await rows(sql`update vouchers set state = 'committed' where id = ${voucher}`);
        const res = await send(who, url, { version: 5, ...body });
        outcomes.push(`${state}: ${who} ${action} → ${res.code}`);
        expected.push(`${state}: ${who} ${action} → ${findTransition({ kind: 'voucher', state, provider: 'agency' }, who, action) ? 1 : 0}`);
      }
    }
    expect(outcomes).toEqual(expected);
    expect(expected.filter((e) => e.endsWith('1'))).toHaveLength(8);
  });

  it('authorization: another company or agency is refused; the redemption check needs 0108', async () => {
    const id = (await spend(await activeVoucher())).data.id as number;
    await rows(sql`update users set mechanism_id = (select id from mechanisms where name = '博远法律服务所') where username = 'agency'`);
    expect((await hit(app, tokens.agency, 'POST', `upload/contract/${id}`, { version: 0, contractFen: 100, file: CONTRACT_FILE })).statusCode).toBe(403);
    expect((await hit(app, tokens.company, 'POST', `order/redeem/check/${id}`, { version: 0, pass: true })).statusCode).toBe(403);
    expect((await hit(app, tokens.agency, 'POST', `order/company/list/${id}`, { serviceId: 1, needs: 'x' })).statusCode).toBe(403);
  });
});
