import { and, eq, isNotNull } from 'drizzle-orm';
import { settlementMonth, type SettlementState } from '@contract/settlement-states';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';
import { orders, settlementOrders, settlements } from '../../db/schema';

// One completed, confirmed cash order of the demo agency per month, this month back to three months ago, so its
// statements exist in every state: this month open, last month submitted, then returned, then paid.
const EXTRA = [
  { monthsBack: 0, title: '代理记账与税务申报', amountFen: 28_800 },
  { monthsBack: 1, title: '工商财税一站式', amountFen: 66_600 },
  { monthsBack: 2, title: '代理记账与税务申报', amountFen: 30_000 },
  { monthsBack: 3, title: '税务登记变更', amountFen: 15_025 },
];

const STATE_BY_AGE: SettlementState[] = ['open', 'submitted', 'returned', 'paid'];

function completedAt(monthsBack: number): Date {
  const now = new Date();
  return monthsBack === 0 ? new Date(now.getTime() - 60_000) : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 10, 4));
}

const monthsBetween = (older: string, newer: string) =>
  (Number(newer.slice(0, 4)) - Number(older.slice(0, 4))) * 12 + Number(newer.slice(5, 7)) - Number(older.slice(5, 7));

export async function seedSettlements(tx: Tx, { estate }: DemoBase): Promise<void> {
  const parkId = estate.parkIds[0];
  const mechanismId = estate.mechanismIds[0];
  const companyId = estate.companyIds[0];
  if (parkId === undefined || mechanismId === undefined || companyId === undefined) return;
  for (const extra of EXTRA) {
    const done = completedAt(extra.monthsBack);
    const start = new Date(done.getTime() - 5 * 86_400_000);
    await tx.insert(orders).values({
      parkId, companyId, kind: 'service', subjectKind: 'content', subjectId: 0, subjectTitle: extra.title, serviceType: 'finance', mechanismId,
      state: 'completed', needs: `${extra.title}（月度服务）`, contact: '周明', phone: '13800000001', amountFen: extra.amountFen,
      receiptFile: { name: '发票.pdf', url: '/api/files/demo/receipt.pdf' }, rating: 5, firstResponseAt: start, deliveredAt: done, completedAt: done,
      version: 6, createdAt: start, updatedAt: done,
    });
  }
  const done = await tx
    .select({ id: orders.id, amountFen: orders.amountFen, completedAt: orders.completedAt })
    .from(orders)
    .where(and(eq(orders.parkId, parkId), eq(orders.mechanismId, mechanismId), eq(orders.kind, 'service'), eq(orders.state, 'completed'), isNotNull(orders.amountFen)));
  const current = settlementMonth(new Date());
  const byMonth = new Map<string, typeof done>();
  for (const order of done) {
    const month = settlementMonth(order.completedAt ?? new Date());
    byMonth.set(month, [...(byMonth.get(month) ?? []), order]);
  }
  for (const [month, members] of byMonth) {
    const state = STATE_BY_AGE[Math.min(monthsBetween(month, current), STATE_BY_AGE.length - 1)] ?? 'paid';
    const amountFen = members.reduce((sum, o) => sum + (o.amountFen ?? 0), 0);
    const [statement] = await tx
      .insert(settlements)
      .values({
        parkId, mechanismId, month, state, amountFen, orderCount: members.length,
        submittedAt: state === 'open' ? null : new Date(`${current}-01T02:00:00Z`),
        paidAt: state === 'paid' ? new Date(`${current}-03T02:00:00Z`) : null,
        paymentRef: state === 'paid' ? `ZJ${month.replace('-', '')}0001` : null,
        reason: state === 'returned' ? '第2笔订单发票抬头有误，请更正后重新提交' : null,
        version: state === 'open' ? members.length : members.length + 2,
      })
      .returning({ id: settlements.id });
    if (statement) await tx.insert(settlementOrders).values(members.map((o) => ({ settlementId: statement.id, parkId, orderId: o.id, amountFen: o.amountFen ?? 0 })));
  }
}
