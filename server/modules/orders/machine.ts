import { ORDER_ACTIONS, findTransition, orderMachine, orderStateLabel, type OrderAction, type OrderKind, type OrderParty, type OrderProvider } from '@contract/order-states';
import type { Attachment } from '@contract/schemas/content';
import type { Conn } from '../../lib/db';
import { AppError, badRequest, fieldError, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { transition } from '../../lib/transition';
import { withUploadNames } from '../files';
import { gatherCompletedOrder } from '../settlements';
import { notifyApplied, notifyTransition } from './notify';
import { findOrder, insertEvent, insertOrder, ORDER_ROWS, type OrderChange, type OrderRecord } from './queries';

export const STALE = '状态已变更，请刷新后重试';
export const stale = () => new AppError(STALE);

export const providerOf = (order: Pick<OrderRecord, 'mechanismId'>): OrderProvider => (order.mechanismId === null ? 'park' : 'agency');

/** What a new order is made of; the voucher kind creates its orders through here too. */
export interface OrderDraft {
  parkId: number;
  companyId: number;
  kind: OrderKind;
  /** 'content' (the park's service product or policy), 'agencyService', or the creating module's own. */
  subjectKind: string;
  subjectId: number;
  subjectTitle: string;
  serviceType: string | null;
  /** The agency that delivers it; null: the park holds it until it assigns one. */
  mechanismId: number | null;
  needs: string;
  contact: string;
  phone: string;
  expectedDate?: string | null;
  attachments?: Attachment[];
  amountFen?: number | null;
}

/** Creates an order in state submitted, with its first history row, its log entry and the message to whoever acts next. */
export async function createOrder(tx: Conn, ctx: RequestContext, draft: OrderDraft): Promise<OrderRecord> {
  const order = await insertOrder(tx, {
    ...draft,
    expectedDate: draft.expectedDate ?? null,
    attachments: await withUploadNames(tx, draft.attachments ?? []),
    amountFen: draft.amountFen ?? null,
    state: orderMachine.initial('apply', 'company', { kind: draft.kind }),
  });
  await insertEvent(tx, { orderId: order.id, parkId: order.parkId, userId: ctx.user?.id ?? null, username: ctx.user?.username ?? null, who: 'company', action: 'apply', fromState: null, toState: order.state, note: draft.needs, files: order.attachments });
  await writeLog(tx, ctx, { module: 'order', action: 'submit', target: `${draft.subjectTitle}（#${order.id}）`, parkId: draft.parkId, after: { kind: draft.kind, subjectId: draft.subjectId, mechanismId: draft.mechanismId } });
  await notifyApplied(tx, order);
  return order;
}

export interface TransitionInput {
  id: number;
  /** The version the caller saw: an order that moved since is refused with STALE. */
  version: number;
  action: OrderAction;
  who: OrderParty;
  note?: string | null;
  files?: Attachment[];
  /** The columns the action sets besides state (the assigned agency, the receipt, the rating). */
  change?: OrderChange;
}

/**
 * One step of the machine, inside the caller's transaction: checked against ORDER_TRANSITIONS for the party, then a
 * conditional update on id, state and version (of two parties acting at once exactly one lands), the history row,
 * one log entry and the message to the party who must act next.
 */
export async function transitionOrder(tx: Conn, ctx: RequestContext, input: TransitionInput): Promise<OrderRecord> {
  const order = await findOrder(tx, input.id);
  if (!order) throw notFound('订单不存在');
  if (order.version !== input.version) throw stale();
  const step = findTransition({ kind: order.kind, state: order.state, provider: providerOf(order) }, input.who, input.action);
  if (!step) throw badRequest(`${orderStateLabel(order.kind, order.state)}的申请不能${ORDER_ACTIONS[input.action]}`);
  const note = input.note?.trim() || null;
  if (step.reason && !note) throw fieldError('note', '请填写原因');
  const files = await withUploadNames(tx, input.files ?? []);
  const receiptFile = input.change?.receiptFile ? (await withUploadNames(tx, [input.change.receiptFile]))[0] : undefined;
  const now = new Date();
  const responds = input.who !== 'company' && order.firstResponseAt === null && step.action !== 'assign';
  const moved = await transition(tx, ORDER_ROWS, order, {
    ...input.change,
    ...(receiptFile ? { receiptFile } : {}),
    state: step.to,
    ...(step.reason ? { reason: note } : {}),
    ...(responds ? { firstResponseAt: now } : {}),
    ...(step.to === 'delivered' && step.from !== 'delivered' ? { deliveredAt: now } : {}),
    ...(step.to === 'completed' ? { completedAt: now } : {}),
  }, {
    history: (t) => insertEvent(t, { orderId: order.id, parkId: order.parkId, userId: ctx.user?.id ?? null, username: ctx.user?.username ?? null, who: input.who, action: input.action, fromState: order.state, toState: step.to, note, files }),
    log: {
      ctx,
      entry: {
        module: 'order',
        action: input.action,
        target: `${order.subjectTitle}（#${order.id}）`,
        parkId: order.parkId,
        before: { state: order.state, mechanismId: order.mechanismId },
        after: { state: step.to, ...(input.change ?? {}), ...(note ? { note } : {}) },
      },
    },
    notify: (t, row) => notifyTransition(t, order, row, input.action, note),
  });
  if (!moved) throw stale();
  await gatherCompletedOrder(tx, moved);
  return moved;
}

export const stateLabel = (state: string) => orderMachine.stateLabel(state);
