import type { SettlementWindow } from '@contract/schemas/vouchers';
import type { StoredVoucherState } from '@contract/vouchers';
import { eq } from 'drizzle-orm';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';
import { voucherApplications, voucherBatches, vouchers } from '../../db/schema';

const DAY = 86_400_000;
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const at = (days: number) => new Date(Date.now() + days * DAY);
const FACE = 2_000_000;

function pick(ids: number[], index: number): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`seed vouchers: ${index}`);
  return id;
}

// The demo voucher programme of the first park: this year's batch with part of its budget spent (星云智能 holds a
// voucher in every state and spends them in voucher orders, 智造机器人 one active and one application waiting), and last year's batch, expired.
export async function seedVouchers(tx: Tx, { estate }: DemoBase): Promise<void> {
  const parkId = pick(estate.parkIds, 0);
  const xingyun = pick(estate.companyIds, 0);
  const zhizao = pick(estate.companyIds, 5);
  const windows: SettlementWindow[] = [{ start: dayFrom(-20), end: dayFrom(40) }, { start: dayFrom(150), end: dayFrom(200) }];
  const [current, last] = await tx
    .insert(voucherBatches)
    .values([
      {
        parkId, name: '2026年度科技创新券', funder: '张江科学城管委会', budget: 50_000_000, faceValue: FACE, quota: 10,
        serviceTypes: ['tech', 'ip', 'finance', 'legal', 'policy'], applyStart: dayFrom(-60), applyEnd: dayFrom(90), expiresOn: dayFrom(300),
        settlementWindows: windows, createdAt: at(-60),
      },
      {
        parkId, name: '2025年度企业服务券', funder: '浦东新区科经委', budget: 10_000_000, faceValue: 1_000_000, quota: 2,
        serviceTypes: ['finance', 'hr'], applyStart: dayFrom(-400), applyEnd: dayFrom(-200), expiresOn: dayFrom(-10),
        settlementWindows: [{ start: dayFrom(-300), end: dayFrom(-20) }], createdAt: at(-400),
      },
    ])
    .returning({ id: voucherBatches.id });
  if (!current || !last) throw new Error('seed vouchers: batches');
  const apps = await tx
    .insert(voucherApplications)
    .values([
      { batchId: current.id, parkId, companyId: xingyun, quantity: 8, state: 'passed', submittedAt: at(-50), reviewedAt: at(-49) },
      { batchId: current.id, parkId, companyId: zhizao, quantity: 1, state: 'passed', submittedAt: at(-30), reviewedAt: at(-29) },
      { batchId: current.id, parkId, companyId: zhizao, quantity: 2, state: 'submitted', submittedAt: at(-2) },
      { batchId: current.id, parkId, companyId: xingyun, quantity: 5, state: 'rejected', reason: '超出每家企业限额', submittedAt: at(-55), reviewedAt: at(-54) },
      { batchId: last.id, parkId, companyId: xingyun, quantity: 1, state: 'passed', submittedAt: at(-300), reviewedAt: at(-299) },
    ])
    .returning({ id: voucherApplications.id });
  const [mine, theirs, , , old] = apps.map((a) => a.id);
  const issued = (state: StoredVoucherState, companyId: number, applicationId: number | undefined, days: number) => ({
    batchId: current.id, parkId, companyId, applicationId, faceValue: FACE, state, expiresOn: dayFrom(300), issuedAt: at(days),
  });
  await tx.insert(vouchers).values([
    issued('active', xingyun, mine, -49),
    // Five committed and one used: each is the voucher of a demo voucher order (order-seed.ts).
    ...[-20, -18, -15, -12, -9].map((days) => ({ ...issued('committed', xingyun, mine, -49), committedAt: at(days) })),
    { ...issued('used', xingyun, mine, -49), committedAt: at(-40), usedAt: at(-5), redeemed: 1_800_000 },
    { ...issued('recalled', xingyun, mine, -49), recalledAt: at(-10), recallReason: '企业申请退回' },
    issued('active', zhizao, theirs, -29),
    { batchId: last.id, parkId, companyId: xingyun, applicationId: old, faceValue: 1_000_000, state: 'active', expiresOn: dayFrom(-10), issuedAt: at(-299) },
  ]);
  // The budget counters: every voucher issued and not recalled.
  await tx.update(voucherBatches).set({ issued: 8 * FACE }).where(eq(voucherBatches.id, current.id));
  await tx.update(voucherBatches).set({ issued: 1_000_000 }).where(eq(voucherBatches.id, last.id));
}
