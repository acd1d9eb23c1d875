import { and, eq } from 'drizzle-orm';
import { USER_TYPES } from '@contract/host-kinds';
import { messageSubject } from '@contract/messages';
import { ORDER_ACTIONS, ORDER_KINDS, type OrderAction } from '@contract/order-states';
import { screenLink } from '@contract/screens/links';
import { users } from '../../db/schema';
import type { Conn } from '../../lib/db';
import { notifyCompany, notifyParkOperators, sendMessage, type MessageDraft } from '../../lib/messages';
import type { OrderRecord } from './queries';

// Each party reads its orders on its own screen; the park is in the link because an agency works in no park.
// A voucher order is read on the voucher screens.
const orderQuery = (order: OrderRecord) => ({ id: order.id, parkId: order.parkId });

const link = {
  company: (order: OrderRecord) => (order.kind === 'voucher' ? screenLink('front-voucher-order') : screenLink('front-cashOrderDetail', orderQuery(order))),
  operator: (order: OrderRecord) => (order.kind === 'voucher' ? screenLink('vouchers-manage') : screenLink('serviceOrderDetail', orderQuery(order))),
  agency: (order: OrderRecord) => (order.kind === 'voucher' ? screenLink('voucher-order') : screenLink('cashOrderDetail', orderQuery(order))),
};

async function notifyAgency(tx: Conn, mechanismId: number, draft: MessageDraft): Promise<void> {
  const rows = await tx.select({ id: users.id }).from(users).where(and(eq(users.mechanismId, mechanismId), eq(users.userType, USER_TYPES.agency), eq(users.frozen, false)));
  await sendMessage(tx, rows.map((r) => r.id), draft);
}

/** The provider: the agency routed to, else the park's operators. */
async function notifyProvider(tx: Conn, order: OrderRecord, draft: Omit<MessageDraft, 'link'>): Promise<void> {
  const about = { subject: subjectOf(order) };
  if (order.mechanismId !== null) await notifyAgency(tx, order.mechanismId, { ...draft, ...about, parkId: order.parkId, link: link.agency(order) });
  else await notifyParkOperators(tx, order.parkId, { ...draft, ...about, link: link.operator(order) });
}

// Every step of an order tells someone: the step settles what the earlier messages about the order asked for.
const subjectOf = (order: OrderRecord) => messageSubject('order', order.id);

const what = (order: OrderRecord) => `${ORDER_KINDS[order.kind] ?? '申请'}「${order.subjectTitle}」`;

export async function notifyApplied(tx: Conn, order: OrderRecord): Promise<void> {
  await notifyProvider(tx, order, { kind: 'orderSubmitted', title: `新的${what(order)}待受理`, body: order.needs });
}

// The message goes to the party who must act next; the company hears of every step of its own order.
export async function notifyTransition(tx: Conn, before: OrderRecord, after: OrderRecord, action: OrderAction, note: string | null): Promise<void> {
  const toCompany = (kind: MessageDraft['kind'], title: string) =>
    notifyCompany(tx, after.companyId, { kind, title, body: note, link: link.company(after), parkId: after.parkId, subject: subjectOf(after) });
  switch (action) {
    case 'assign':
      if (after.mechanismId !== null) await notifyAgency(tx, after.mechanismId, { kind: 'orderAssigned', title: `园区指派了${what(after)}，请受理`, body: note, link: link.agency(after), parkId: after.parkId, subject: subjectOf(after) });
      return;
    case 'decline':
      if (after.state === 'submitted') {
        await notifyParkOperators(tx, after.parkId, { kind: 'orderReturned', title: `服务机构退回了${what(after)}，请重新指派`, body: note, link: link.operator(after), subject: subjectOf(after) });
      } else {
        await toCompany('orderUpdated', `${what(after)}被服务机构拒绝`);
      }
      return;
    case 'deliver':
      await toCompany('orderDelivered', `${what(after)}已交付，请确认完成并评价`);
      return;
    case 'cancel':
      await notifyProvider(tx, before, { kind: 'orderCancelled', title: `企业取消了${what(after)}`, body: note });
      return;
    case 'confirm':
      await notifyProvider(tx, after, { kind: 'orderCompleted', title: `企业确认完成了${what(after)}（评分 ${after.rating ?? '-'}）`, body: note });
      return;
    default:
      await toCompany('orderUpdated', `${what(after)}：${ORDER_ACTIONS[action]}`);
  }
}
