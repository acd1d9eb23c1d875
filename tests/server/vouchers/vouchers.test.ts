import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRIVILEGES } from '@contract/privileges';
import type { Tokens } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { lastLogId, logsSince, setOperatorCodes } from '../access/access-kit';
import { batchFields, companyId, hit, ledgerTruth, otherParkOperator, rows, seededBatch } from './voucher-kit';

const STALE = '状态已变更，请刷新后重试';
type Body = { code: number | string; msg: string; data: Record<string, unknown> & { list?: Record<string, unknown>[] }; errors?: { field: string; msg: string }[] };

describe('service vouchers: batches, issuing and the company side', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let company: Tokens;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    company = await sessionFor('company');
  });

  const send = async (tokens: Tokens | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    (await hit(app, tokens, method, url, payload)).json() as Body;
  const addBatch = async (over: Record<string, unknown> = {}) => {
    const res = await send(operator, 'POST', 'batch/add', batchFields(over));
    expect(res.code).toBe(1);
    return res.data as { id: number; version: number };
  };
  const apply = (batchId: number, quantity: number, as = company) => send(as, 'POST', 'company/apply', { batchId, quantity });

  it('the seeded batch: its ledger sums to the budget, from the counter and the sums', async () => {
    const batch = await seededBatch();
    const res = await send(operator, 'GET', `batch/detail/${batch}`);
    expect(res.data).toMatchObject({ phase: 'open', ledger: { budget: 50_000_000, issued: 16_000_000, committed: 10_000_000, redeemed: 1_800_000, left: 34_000_000 } });
    const burn = res.data.burnDown as { left: number; redeemed: number }[];
    expect(burn.at(-1)).toMatchObject({ left: 34_000_000, redeemed: 1_800_000 });
    const list = await send(operator, 'POST', 'batch/list', {});
    expect(list.data.list?.map((b) => b.name)).toEqual(['2025年度企业服务券', '2026年度科技创新券']);
  });

  it('creates and edits a batch, logged; refuses bad input with a clear message', async () => {
    const before = await lastLogId();
    const created = await addBatch();
    expect(created).toMatchObject({ phase: 'open', ledger: { budget: 1_000_000, issued: 0, left: 1_000_000 } });
    const bad = async (over: Record<string, unknown>) => (await send(operator, 'POST', 'batch/add', batchFields(over))).msg;
    expect(await bad({ faceValue: 2_000_000 })).toBe('单张面额不能超过年度预算');
    expect(await bad({ applyStart: batchFields().applyEnd, applyEnd: batchFields().applyStart })).toBe('申领开始日期不能晚于结束日期');
    expect(await bad({ expiresOn: batchFields().applyStart })).toBe('有效期不能早于申领结束日期');
    expect(await bad({ settlementWindows: [{ start: batchFields().expiresOn, end: batchFields().applyEnd }] })).toBe('结算窗口的开始日期不能晚于结束日期');
    // Each refusal names the field of the body it is about, so the form shows it there.
    expect((await send(operator, 'POST', 'batch/add', batchFields({ expiresOn: batchFields().applyStart }))).errors).toEqual([{ field: 'expiresOn', msg: '有效期不能早于申领结束日期' }]);
    const windows = [batchFields().settlementWindows[0], { start: batchFields().expiresOn, end: batchFields().applyEnd }];
    expect((await send(operator, 'POST', 'batch/add', batchFields({ settlementWindows: windows }))).errors).toEqual([{ field: 'settlementWindows.1.end', msg: '结算窗口的开始日期不能晚于结束日期' }]);
    for (const over of [{ quota: 0 }, { budget: 0 }, { budget: 1.5 }, { serviceTypes: [] }, { serviceTypes: ['nope'] }, { settlementWindows: [] }, { applyStart: '2026-1-1' }]) {
      expect((await send(operator, 'POST', 'batch/add', batchFields(over))).code).toBe(0);
    }
    expect(await rows(sql`select id from voucher_batches where name = '测试服务券'`)).toHaveLength(1);
    const edited = await send(operator, 'PUT', 'batch/update', { id: created.id, version: 0, ...batchFields({ name: '改名服务券', budget: 2_000_000 }) });
    expect(edited.data).toMatchObject({ name: '改名服务券', version: 1, ledger: { left: 2_000_000 } });
    expect((await send(operator, 'PUT', 'batch/update', { id: created.id, version: 0, ...batchFields() })).msg).toBe(STALE);
    expect((await logsSince(before)).map((l) => `${l.module}.${l.action}`)).toEqual(['voucherBatch.add', 'voucherBatch.update']);
  });

  it('apply → pass issues vouchers against the budget; reject needs a reason; quota and window checked', async () => {
    const batch = await addBatch();
    const applied = await apply(batch.id, 2);
    expect(applied.code).toBe(1);
    expect((await apply(batch.id, 2)).msg).toBe('每家企业最多申领3张，已申领2张');
    expect((await apply(batch.id, 0)).code).not.toBe(1);
    const [waiting] = await rows<{ id: number }>(sql`select id from voucher_applications where batch_id = ${batch.id}`);
    expect((await send(operator, 'POST', 'application/check', { id: waiting?.id, pass: false })).msg).toBe('请填写驳回原因');
    const passed = await send(operator, 'POST', 'application/check', { id: waiting?.id, pass: true });
    expect(passed.data).toMatchObject({ state: 'passed', quantity: 2 });
    expect((await send(operator, 'POST', 'application/check', { id: waiting?.id, pass: false, reason: '晚了' })).msg).toBe(STALE);
    expect(await ledgerTruth(batch.id)).toMatchObject({ counter: 200_000, live: 200_000 });
    const mine = await send(company, 'POST', 'company/list', { state: 'active' });
    expect(mine.data.list?.filter((v) => v.batchId === batch.id)).toHaveLength(2);
    const [message] = await rows<{ title: string }>(sql`select m.title from messages m join users u on u.id = m.user_id where u.username = 'company' and m.kind = 'voucherReviewed'`);
    expect(message?.title).toBe('服务券申领已通过：测试服务券');
    const closed = await addBatch({ applyStart: batchFields().applyEnd, settlementWindows: [{ start: batchFields().applyEnd, end: batchFields().expiresOn }] });
    expect((await apply(closed.id, 1)).msg).toBe('不在该批次的申领时间内');
  });

  it('recalls an unused voucher with a reason: the budget comes back; a used one stays', async () => {
    const batch = await seededBatch();
    const vouchers = (await send(operator, 'POST', 'list', { batchId: batch })).data.list as { id: number; state: string }[];
    const active = vouchers.find((v) => v.state === 'active');
    const used = vouchers.find((v) => v.state === 'used');
    expect((await send(operator, 'POST', 'recall', { id: active?.id, reason: '' })).code).toBe(0);
    const before = await lastLogId();
    expect((await send(operator, 'POST', 'recall', { id: active?.id, reason: '企业已注销' })).data).toMatchObject({ state: 'recalled', recallReason: '企业已注销' });
    expect((await send(operator, 'POST', 'recall', { id: active?.id, reason: '再收一次' })).msg).toBe('只能收回未使用的服务券');
    expect((await send(operator, 'POST', 'recall', { id: used?.id, reason: '不行' })).msg).toBe('只能收回未使用的服务券');
    expect(await ledgerTruth(batch)).toMatchObject({ counter: 14_000_000, live: 14_000_000 });
    expect((await logsSince(before)).map((l) => `${l.module}.${l.action}`)).toEqual(['voucher.recall']);
  });

  it('concurrent issuing: exactly the budget’s worth of vouchers is issued', async () => {
    const batch = await addBatch({ budget: 500_000, faceValue: 100_000, quota: 1 });
    const settled = await rows<{ id: number }>(sql`select id from companies where park_id = (select park_id from voucher_batches where id = ${batch.id}) order by id`);
    const appIds = await rows<{ id: number }>(sql`insert into voucher_applications (batch_id, park_id, company_id, quantity)
      select ${batch.id}, park_id, ${settled[0]?.id ?? 0}, 1 from voucher_batches, generate_series(1, 20) where id = ${batch.id} returning id`);
    const answers = await Promise.all(appIds.map((a) => send(operator, 'POST', 'application/check', { id: a.id, pass: true })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
    expect(new Set(answers.filter((a) => a.code !== 1).map((a) => a.msg))).toEqual(new Set(['预算余额不足，无法发放']));
    expect(await ledgerTruth(batch.id)).toMatchObject({ counter: 500_000, live: 500_000, budget: 500_000 });
    const [waiting] = await rows<{ n: number }>(sql`select count(*)::int as n from voucher_applications where batch_id = ${batch.id} and state = 'submitted'`);
    expect(waiting?.n).toBe(15);
  });

  it('concurrent applications of one company never pass its quota', async () => {
    const batch = await addBatch({ quota: 3 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => apply(batch.id, 1)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(3);
  });

  it('the 0108 gate: without it every admin call is 403; companies and agencies are refused too', async () => {
    const batch = await seededBatch();
    await setOperatorCodes([PRIVILEGES.parkAdmin.code]);
    for (const [method, url, body] of [['POST', 'batch/list', {}], ['GET', `batch/detail/${batch}`], ['POST', 'batch/add', batchFields()], ['POST', 'list', { batchId: batch }]] as const) {
      expect((await hit(app, operator, method, url, body)).statusCode).toBe(403);
      expect((await hit(app, company, method, url, body)).statusCode).toBe(403);
      expect((await hit(app, await sessionFor('agency'), method, url, body)).statusCode).toBe(403);
      expect((await hit(app, null, method, url, body)).statusCode).toBe(401);
    }
    expect((await hit(app, operator, 'POST', 'company/list', {})).statusCode).toBe(403);
  });

  it('authorization: another park’s operator is refused; a company sees only its own vouchers and its park’s batches', async () => {
    const batch = await seededBatch();
    await otherParkOperator();
    const other = await sessionFor('operator-b');
    expect((await hit(app, other, 'GET', `batch/detail/${batch}`)).statusCode).toBe(403);
    expect((await hit(app, other, 'POST', 'list', { batchId: batch })).statusCode).toBe(403);
    expect((await send(other, 'POST', 'batch/list', {})).data.list).toEqual([]);
    const [theirs] = await rows<{ id: number }>(sql`select id from vouchers where company_id = ${await companyId('智造机器人有限公司')}`);
    expect((await hit(app, company, 'GET', `company/detail/${theirs?.id}`)).statusCode).toBe(404);
    const mine = await send(company, 'POST', 'company/list', {});
    expect(new Set(mine.data.list?.map((v) => v.companyName))).toEqual(new Set(['星云智能科技有限公司']));
    expect(new Set(mine.data.list?.map((v) => v.state))).toEqual(new Set(['active', 'committed', 'used', 'recalled', 'expired']));
    const open = await send(company, 'POST', 'company/batches', {});
    expect(open.data.list?.map((b) => [b.name, b.held])).toEqual([['2026年度科技创新券', 8]]);
    const agency = await sessionFor('agency');
    const paying = await send(agency, 'POST', 'agency/batches', {});
    expect(paying.data.list?.map((b) => b.name)).toEqual(['2026年度科技创新券']);
    expect((await hit(app, company, 'POST', 'agency/batches', {})).statusCode).toBe(403);
    const newcomer = await sessionFor('newcompany');
    expect((await send(newcomer, 'POST', 'company/apply', { batchId: batch, quantity: 1 })).msg).toBe('企业入驻后才能申领服务券');
  });
});

