import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ledger } from '@contract/schemas/vouchers';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { batchFields, companyId, hit, ledgerTruth, rows } from './voucher-kit';
import { CONTRACT_FILE, payableService } from './voucher-order-kit';

const STEPS = 200;

// mulberry32: the same walk on every run, so a failure names a step that replays.
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe(`the budget ledger through ${STEPS} random operations`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('issued + left = budget and committed + redeemed ≤ issued after every step; the counter is the vouchers’ sum', async () => {
    const random = prng(20261123);
    const pick = <T,>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];
    const operator = await sessionFor('operator');
    const company = await sessionFor('company');
    const agency = await sessionFor('agency');
    const serviceId = await payableService();
    const mine = await companyId('星云智能科技有限公司');
    const other = await companyId('智造机器人有限公司');
    const created = (await hit(app, operator, 'POST', 'batch/add', batchFields({ budget: 3_000_000, faceValue: 100_000, quota: 100, serviceTypes: ['policy', 'legal'] }))).json();
    const batch = created.data.id as number;
    const counts: Record<string, number> = {};

    for (let step = 0; step < STEPS; step += 1) {
      const roll = random();
      let op: string;
      if (roll < 0.3) {
        op = 'apply';
        const quantity = 1 + Math.floor(random() * 3);
        if (random() < 0.5) await hit(app, company, 'POST', 'company/apply', { batchId: batch, quantity });
        else await runSql(sql`insert into voucher_applications (batch_id, park_id, company_id, quantity)
          select ${batch}, park_id, ${other}, ${quantity} from voucher_batches where id = ${batch}`);
      } else if (roll < 0.55) {
        op = 'review';
        const waiting = await rows<{ id: number }>(sql`select id from voucher_applications where batch_id = ${batch} and state = 'submitted'`);
        const target = pick(waiting);
        if (target) await hit(app, operator, 'POST', 'application/check', random() < 0.8 ? { id: target.id, pass: true } : { id: target.id, pass: false, reason: '材料不全' });
      } else if (roll < 0.7) {
        op = 'recall';
        const target = pick(await rows<{ id: number }>(sql`select id from vouchers where batch_id = ${batch} and state = ${random() < 0.8 ? 'active' : 'used'}`));
        if (target) await hit(app, operator, 'POST', 'recall', { id: target.id, reason: '随机收回' });
      } else if (roll < 0.8) {
        // The order side through its calls: spend an active voucher of the company on the agency's service.
        op = 'spend';
        const target = pick(await rows<{ id: number }>(sql`select id from vouchers where batch_id = ${batch} and company_id = ${mine} and state = 'active'`));
        if (target) expect((await hit(app, company, 'POST', `order/company/list/${target.id}`, { serviceId, needs: '随机下单' })).json().code).toBe(1);
      } else if (roll < 0.88) {
        op = 'cancel';
        const target = pick(await rows<{ id: number; version: number }>(sql`select o.id, o.version from voucher_orders vo join orders o on o.id = vo.order_id where vo.batch_id = ${batch} and o.state = 'submitted'`));
        if (target) expect((await hit(app, company, 'POST', `order/cancel/${target.id}`, { version: target.version, reason: '随机取消' })).json().code).toBe(1);
      } else {
        // Contract, delivery, confirmation, the redemption request and its approval: committed → redeemed.
        op = 'redeem';
        const target = pick(await rows<{ id: number }>(sql`select o.id from voucher_orders vo join orders o on o.id = vo.order_id where vo.batch_id = ${batch} and o.state = 'submitted'`));
        if (target) {
          const redeemFen = 100_000 - Math.floor(random() * 50_000);
          const steps: [typeof agency, string, object][] = [
            [agency, `upload/contract/${target.id}`, { contractFen: 120_000, file: CONTRACT_FILE }],
            [agency, `order/deliver/${target.id}`, {}],
            [company, `order/confirm/${target.id}`, { scores: { quality: 4, timeliness: 4, attitude: 4 }, grade: 'B' }],
            [agency, `order/redeem/request/${target.id}`, { redeemFen }],
            [operator, `order/redeem/check/${target.id}`, { pass: true }],
          ];
          for (const [i, [who, url, body]] of steps.entries()) expect((await hit(app, who, 'POST', url, { version: i, ...body })).json().code, url).toBe(1);
        }
      }
      counts[op] = (counts[op] ?? 0) + 1;

      const { ledger } = (await hit(app, operator, 'GET', `batch/detail/${batch}`)).json().data as { ledger: Ledger };
      const truth = await ledgerTruth(batch);
      const at = `step ${step} (${op})`;
      expect(ledger.issued + ledger.left, at).toBe(ledger.budget);
      expect(ledger.committed + ledger.redeemed, at).toBeLessThanOrEqual(ledger.issued);
      expect(ledger.left, at).toBeGreaterThanOrEqual(0);
      expect([ledger.issued, ledger.committed, ledger.redeemed], at).toEqual([truth.counter, truth.committed, truth.redeemed]);
      expect(truth.counter, at).toBe(truth.live);
    }
    // The walk reached the edge of the budget and every kind of step ran.
    expect((await ledgerTruth(batch)).counter).toBeGreaterThan(2_000_000);
    expect(Object.keys(counts).sort()).toEqual(['apply', 'cancel', 'recall', 'redeem', 'review', 'spend']);
  });
});
