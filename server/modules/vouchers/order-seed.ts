import { and, asc, eq } from 'drizzle-orm';
import type { OrderAction, OrderParty, OrderState } from '@contract/order-states';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';
import { agencyServices, orderEvents, orders, voucherBatches, voucherOrders, vouchers } from '../../db/schema';

const FILE = { name: '服务合同（已签）.pdf', url: '/api/files/demo/voucher-contract.pdf' };
type Step = [OrderAction, OrderParty, OrderState];
const CONTRACT: Step = ['contract', 'agency', 'contracted'];
const DELIVER: Step = ['deliver', 'agency', 'delivered'];
const CONFIRM: Step = ['confirm', 'company', 'completed'];
const REQUEST: Step = ['requestRedeem', 'agency', 'redeeming'];

// 星云智能's voucher orders with the demo agency, one in every state. Each live order holds one of the company's
// committed vouchers, the redeemed one its used voucher, and the cancelled and declined ones point at the voucher
// they freed (active again): so the ledger's committed and redeemed are exactly these orders' sums.
const DEMOS: { voucher: 'committed' | 'used' | 'active'; path: Step[]; days: number }[] = [
  { voucher: 'committed', path: [], days: 9 },
  { voucher: 'committed', path: [CONTRACT], days: 12 },
  { voucher: 'committed', path: [CONTRACT, DELIVER], days: 15 },
  { voucher: 'committed', path: [CONTRACT, DELIVER, CONFIRM], days: 18 },
  { voucher: 'committed', path: [CONTRACT, DELIVER, CONFIRM, REQUEST], days: 20 },
  { voucher: 'used', path: [CONTRACT, DELIVER, CONFIRM, REQUEST, ['approveRedeem', 'operator', 'redeemed']], days: 40 },
  { voucher: 'active', path: [['cancel', 'company', 'cancelled']], days: 30 },
  { voucher: 'active', path: [['decline', 'agency', 'declined']], days: 25 },
];

const NOTES: Partial<Record<OrderAction, string>> = {
  contract: '合同金额 25000.00 元',
  deliver: '已提交认定申报材料与辅导报告',
  confirm: '辅导细致，材料一次通过',
  requestRedeem: '申请核销 18000.00 元，企业自付 7000.00 元',
  cancel: '改为下季度再办',
  decline: '本月排期已满',
};

export async function seedVoucherOrders(tx: Tx, { estate, accounts }: DemoBase): Promise<void> {
  const parkId = estate.parkIds[0] ?? 0;
  const companyId = estate.companyIds[0] ?? 0;
  const mechanismId = estate.mechanismIds[0] ?? 0;
  const [service] = await tx.select().from(agencyServices).where(and(eq(agencyServices.mechanismId, mechanismId), eq(agencyServices.voucherPayable, true), eq(agencyServices.state, 'approved'), eq(agencyServices.serviceType, 'policy'))).orderBy(asc(agencyServices.id)).limit(1);
  const [batch] = await tx.select({ id: voucherBatches.id }).from(voucherBatches).where(eq(voucherBatches.name, '2026年度科技创新券'));
  if (!service || !batch) throw new Error('seed voucher orders: service or batch');
  const held = await tx.select({ id: vouchers.id, state: vouchers.state }).from(vouchers).where(and(eq(vouchers.batchId, batch.id), eq(vouchers.companyId, companyId))).orderBy(asc(vouchers.id));
  const taken = new Set<number>();
  const who: Record<OrderParty, number> = { company: accounts.company, agency: accounts.agency, operator: accounts.operator };
  for (const demo of DEMOS) {
    const voucher = held.find((v) => v.state === demo.voucher && (demo.voucher === 'active' || !taken.has(v.id)));
    if (!voucher) throw new Error(`seed voucher orders: no ${demo.voucher} voucher`);
    taken.add(voucher.id);
    const at = (step: number) => new Date(Date.now() - demo.days * 86_400_000 + step * 86_400_000);
    const state = demo.path.at(-1)?.[2] ?? 'submitted';
    const did = (action: OrderAction) => demo.path.some(([a]) => a === action);
    const [order] = await tx
      .insert(orders)
      .values({
        parkId, companyId, kind: 'voucher', state, subjectKind: 'agencyService', subjectId: service.id, subjectTitle: service.name,
        serviceType: service.serviceType, mechanismId, needs: '申请高新技术企业认定，需要全程辅导', contact: '周明', phone: '13800000001',
        amountFen: did('contract') ? 2_500_000 : null,
        rating: did('confirm') ? 5 : null, ratingComment: did('confirm') ? (NOTES.confirm ?? null) : null,
        reason: state === 'cancelled' ? (NOTES.cancel ?? null) : state === 'declined' ? (NOTES.decline ?? null) : null,
        firstResponseAt: demo.path.length > 0 && demo.path[0]?.[1] === 'agency' ? at(1) : null,
        deliveredAt: did('deliver') ? at(2) : null,
        completedAt: did('confirm') ? at(3) : null,
        version: demo.path.length, createdAt: at(0), updatedAt: at(demo.path.length),
      })
      .returning({ id: orders.id });
    if (!order) continue;
    let from: OrderState = 'submitted';
    const events: (typeof orderEvents.$inferInsert)[] = [{ orderId: order.id, parkId, userId: who.company, username: 'company', who: 'company', action: 'apply', fromState: null, toState: 'submitted', note: '申请高新技术企业认定，需要全程辅导', at: at(0) }];
    demo.path.forEach(([action, party, to], i) => {
      events.push({ orderId: order.id, parkId, userId: who[party], username: party, who: party, action, fromState: from, toState: to, note: NOTES[action] ?? null, files: action === 'contract' ? [FILE] : [], at: at(i + 1) });
      from = to;
    });
    await tx.insert(orderEvents).values(events);
    await tx.insert(voucherOrders).values({
      orderId: order.id, parkId, voucherId: voucher.id, batchId: batch.id, mechanismId, serviceId: service.id,
      contractFen: did('contract') ? 2_500_000 : null, contractFile: did('contract') ? FILE : null,
      scores: did('confirm') ? { quality: 5, timeliness: 4, attitude: 5 } : null, grade: did('confirm') ? 'A' : null,
      redeemFen: did('requestRedeem') ? 1_800_000 : null, companyPaysFen: did('requestRedeem') ? 700_000 : null,
      requestedAt: did('requestRedeem') ? at(4) : null, redeemedAt: did('approveRedeem') ? at(5) : null,
    });
  }
}
