import { and, eq, sql } from 'drizzle-orm';
import type { OrderAction, OrderKind, OrderParty, OrderState } from '@contract/order-states';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';
import { agencyServices, contentItems, orderEvents, orderServiceLevels, orders } from '../../db/schema';

// The type each demo service product is routed by (the park assigns it to an agency offering that type).
const SERVICE_TYPES_BY_TITLE: Record<string, string> = {
  专利申请代理: 'ip',
  代理记账与税务申报: 'finance',
  劳动合同合规审查: 'legal',
  校园招聘专场: 'hr',
  '商标注册（草稿）': 'ip',
};

type Step = [OrderAction, OrderParty, OrderState];

interface DemoOrder {
  park: number;
  company: number;
  kind: OrderKind;
  /** A service product or policy of the park by title; `agency:` a service of the demo agency. */
  subject: string;
  agency: boolean;
  days: number;
  path: Step[];
  needs: string;
  amountFen?: number;
  rating?: number;
  comment?: string;
}

const ASSIGN: Step = ['assign', 'operator', 'assigned'];
const ACCEPT: Step = ['accept', 'agency', 'accepted'];
const START: Step = ['start', 'agency', 'inService'];
const DELIVER: Step = ['deliver', 'agency', 'delivered'];
const RECEIPT: Step = ['receipt', 'agency', 'delivered'];
const CONFIRM: Step = ['confirm', 'company', 'completed'];
const TAX = '代理记账与税务申报';
const PATENT = '专利申请代理';

// Every order list of issue 16 opens with rows in each state, for the demo company, agency and operator.
const ORDERS: DemoOrder[] = [
  { park: 0, company: 0, kind: 'service', subject: TAX, agency: false, days: 1, path: [], needs: '每月代理记账，含季度税务申报。' },
  { park: 0, company: 0, kind: 'service', subject: TAX, agency: false, days: 3, path: [ASSIGN], needs: '年度汇算清缴辅导。' },
  { park: 0, company: 5, kind: 'service', subject: TAX, agency: false, days: 6, path: [ASSIGN, ACCEPT], needs: '新公司建账。' },
  { park: 0, company: 0, kind: 'service', subject: '校园招聘专场', agency: false, days: 12, path: [ASSIGN, ACCEPT, START, ['progress', 'agency', 'inService']], needs: '招聘10名应届生。' },
  { park: 0, company: 0, kind: 'service', subject: TAX, agency: false, days: 20, path: [ASSIGN, ACCEPT, START, DELIVER, RECEIPT], needs: '补做上年度账目。', amountFen: 45_000 },
  { park: 0, company: 5, kind: 'service', subject: TAX, agency: false, days: 40, path: [ASSIGN, ACCEPT, START, DELIVER, RECEIPT, CONFIRM], needs: '一季度代理记账。', amountFen: 30_000, rating: 5, comment: '响应及时，账目清晰。' },
  { park: 0, company: 0, kind: 'service', subject: TAX, agency: false, days: 50, path: [ASSIGN, ACCEPT, START, DELIVER, RECEIPT, CONFIRM], needs: '税务登记变更。', amountFen: 12_050, rating: 4, comment: '整体满意。' },
  { park: 0, company: 0, kind: 'service', subject: PATENT, agency: false, days: 9, path: [['cancel', 'company', 'cancelled']], needs: '两项实用新型专利。' },
  { park: 0, company: 5, kind: 'service', subject: PATENT, agency: false, days: 15, path: [['reject', 'operator', 'rejected']], needs: '外观设计专利。' },
  { park: 0, company: 5, kind: 'service', subject: PATENT, agency: false, days: 8, path: [['accept', 'operator', 'accepted'], ['start', 'operator', 'inService']], needs: '发明专利检索。' },
  { park: 0, company: 0, kind: 'service', subject: 'agency:', agency: true, days: 2, path: [], needs: '工商变更代办。' },
  { park: 0, company: 0, kind: 'service', subject: 'agency:', agency: true, days: 25, path: [['decline', 'agency', 'declined']], needs: '跨区迁址。' },
  { park: 0, company: 0, kind: 'policy', subject: '上海市高新技术企业认定奖励办法（2026年修订）', agency: false, days: 2, path: [], needs: '申请首次认定奖励。' },
  { park: 0, company: 5, kind: 'policy', subject: '浦东新区重点产业人才安居资助政策', agency: false, days: 30, path: [['pass', 'operator', 'completed']], needs: '3名人才申请租房补贴。' },
  { park: 0, company: 0, kind: 'policy', subject: '浦东新区重点产业人才安居资助政策', agency: false, days: 45, path: [['reject', 'operator', 'rejected']], needs: '1名人才申请租房补贴。' },
];

const NOTES: Partial<Record<OrderAction, string>> = {
  cancel: '需求已由公司内部解决',
  reject: '材料不齐全，请补充后重新申请',
  decline: '该区域暂不提供此项服务',
  progress: '已发布招聘信息，收到简历36份',
  assign: '请尽快联系企业',
};

export async function seedOrders(tx: Tx, { estate, accounts }: DemoBase): Promise<void> {
  for (const [title, type] of Object.entries(SERVICE_TYPES_BY_TITLE)) {
    await tx.update(contentItems).set({ extra: sql`${contentItems.extra} || ${JSON.stringify({ serviceType: type })}::jsonb` }).where(and(eq(contentItems.type, 'service'), eq(contentItems.title, title)));
  }
  const agencyId = estate.mechanismIds[0];
  const demoPark = estate.parkIds[0];
  if (agencyId === undefined || demoPark === undefined) return;
  // Targets of the demo park: the newest applications are already past their first-response target.
  await tx.insert(orderServiceLevels).values([
    { parkId: demoPark, serviceType: 'finance', responseHours: 12, completeDays: 15 },
    { parkId: demoPark, serviceType: 'ip', responseHours: 48, completeDays: 30 },
    { parkId: demoPark, serviceType: 'hr', responseHours: 24, completeDays: 10 },
    { parkId: demoPark, serviceType: 'policy', responseHours: 72, completeDays: 20 },
  ]);
  const [agencyService] = await tx.select({ id: agencyServices.id, name: agencyServices.name, serviceType: agencyServices.serviceType }).from(agencyServices).where(eq(agencyServices.mechanismId, agencyId)).limit(1);
  for (const demo of ORDERS) {
    // Only the demo company has a signed-in account; the others' history names no user.
    const companyUser = demo.company === 0 ? accounts.company : null;
    const who: Record<OrderParty, number | null> = { company: companyUser, operator: accounts.operator, agency: accounts.agency };
    const parkId = estate.parkIds[demo.park];
    const companyId = estate.companyIds[demo.company];
    if (parkId === undefined || companyId === undefined) continue;
    const [item] = demo.agency
      ? []
      : await tx.select({ id: contentItems.id, extra: contentItems.extra }).from(contentItems).where(and(eq(contentItems.parkId, parkId), eq(contentItems.type, demo.kind), eq(contentItems.title, demo.subject))).limit(1);
    if (!demo.agency && !item) continue;
    const assigned = demo.agency || demo.path.some(([action]) => action === 'assign');
    const at = (step: number) => new Date(Date.now() - demo.days * 86_400_000 + step * 3_600_000);
    const state = demo.path.at(-1)?.[2] ?? 'submitted';
    const responded = demo.path.find(([action, party]) => party !== 'company' && action !== 'assign');
    const serviceType = demo.agency ? (agencyService?.serviceType ?? 'finance') : demo.kind === 'policy' ? 'policy' : (SERVICE_TYPES_BY_TITLE[demo.subject] ?? null);
    const [order] = await tx
      .insert(orders)
      .values({
        parkId, companyId, kind: demo.kind, state, needs: demo.needs, contact: '周明', phone: '13800000001',
        subjectKind: demo.agency ? 'agencyService' : 'content', subjectId: demo.agency ? (agencyService?.id ?? 0) : (item?.id ?? 0),
        subjectTitle: demo.agency ? (agencyService?.name ?? '工商变更代办') : demo.subject, serviceType,
        mechanismId: assigned ? agencyId : null,
        amountFen: demo.amountFen ?? null,
        receiptFile: demo.amountFen === undefined ? null : { name: '发票.pdf', url: '/api/files/demo/receipt.pdf' },
        rating: demo.rating ?? null, ratingComment: demo.comment ?? null,
        reason: demo.path.map(([action]) => NOTES[action]).find((n, i) => n && ['cancel', 'reject', 'decline'].includes(demo.path[i]?.[0] ?? '')) ?? null,
        firstResponseAt: responded ? at(demo.path.indexOf(responded) + 1) : null,
        deliveredAt: demo.path.some(([a]) => a === 'deliver') ? at(demo.path.findIndex(([a]) => a === 'deliver') + 1) : null,
        completedAt: state === 'completed' ? at(demo.path.length) : null,
        version: demo.path.length,
        createdAt: at(0),
        updatedAt: at(demo.path.length),
      })
      .returning({ id: orders.id });
    if (!order) continue;
    let from: OrderState = 'submitted';
    const events: (typeof orderEvents.$inferInsert)[] = [{ orderId: order.id, parkId, userId: companyUser, username: companyUser ? 'company' : null, who: 'company', action: 'apply', fromState: null, toState: 'submitted', note: demo.needs, at: at(0) }];
    demo.path.forEach(([action, party, to], i) => {
      const note = action === 'confirm' ? (demo.comment ?? null) : action === 'receipt' ? `回单金额 ${((demo.amountFen ?? 0) / 100).toFixed(2)} 元` : (NOTES[action] ?? null);
      const files = action === 'receipt' ? [{ name: '发票.pdf', url: '/api/files/demo/receipt.pdf' }] : [];
      events.push({ orderId: order.id, parkId, userId: who[party], username: who[party] ? party : null, who: party, action, fromState: from, toState: to, note, files, at: at(i + 1) });
      from = to;
    });
    await tx.insert(orderEvents).values(events);
  }
}
