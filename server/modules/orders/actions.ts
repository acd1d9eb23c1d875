import type { OrderActionInput, OrderCancel, OrderConfirm, OrderDetail, OrderReceipt } from '@contract/schemas/orders';
import type { Db } from '../../db/client';
import { badRequest, fieldError, forbidden } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { agenciesOffering } from '../agency';
import type { ServiceType } from '@contract/agency';
import { orderDetail } from './lists';
import { stale, transitionOrder, type TransitionInput } from './machine';
import { assertOperatorActs, orderFor } from './parties';
import type { OrderRecord } from './queries';

type Step = Omit<TransitionInput, 'id' | 'who'>;

// Loads the order, settles the caller's part (403 for another party's order, nothing written), then runs the step.
async function act(db: Db, ctx: RequestContext, id: number, step: Step, prepare?: (order: OrderRecord) => Promise<Partial<Step>>): Promise<OrderDetail> {
  const { order, party } = await orderFor(db, ctx, id);
  // A voucher order moves with its voucher and the budget ledger: only the vouchers module's calls may move it.
  if (order.kind === 'voucher') throw badRequest('服务券订单请在服务券订单中办理');
  if (party === 'operator') await assertOperatorActs(db, ctx, order);
  if (order.version !== step.version) throw stale();
  const extra = prepare ? await prepare(order) : {};
  await db.transaction((tx) => transitionOrder(tx, ctx, { ...step, ...extra, id, who: party }));
  return orderDetail(db, ctx, id);
}

/** assign, accept, decline, reject, pass, start, progress, deliver: by the operator or the agency. */
export function orderAction(db: Db, ctx: RequestContext, id: number, input: OrderActionInput): Promise<OrderDetail> {
  const action = input.action;
  const step: Step = { version: input.version, action, note: input.note ?? null, files: input.files ?? [] };
  if (action !== 'assign') return act(db, ctx, id, step);
  return act(db, ctx, id, step, async (order) => {
    if (!input.mechanismId) throw fieldError('mechanismId', '请选择服务机构');
    if (!order.serviceType) throw badRequest('该服务未设置服务类型，不能指派');
    const offering = await agenciesOffering(db, order.serviceType as ServiceType);
    if (!offering.some((a) => a.mechanismId === input.mechanismId)) throw fieldError('mechanismId', '该机构未上架此类服务，不能指派');
    return { change: { mechanismId: input.mechanismId } };
  });
}

// The agency declining an order the park assigned hands it back: it leaves the agency's list.
export async function agencyAction(db: Db, ctx: RequestContext, id: number, input: OrderActionInput): Promise<OrderDetail | null> {
  if (input.action === 'assign' || input.action === 'reject' || input.action === 'pass') throw forbidden();
  const { order } = await orderFor(db, ctx, id);
  const returning = input.action === 'decline' && order.state === 'assigned';
  if (!returning) return orderAction(db, ctx, id, input);
  if (order.version !== input.version) throw stale();
  await db.transaction((tx) =>
    transitionOrder(tx, ctx, { id, who: 'agency', version: input.version, action: 'decline', note: input.note ?? null, change: { mechanismId: null } }),
  );
  return null;
}

export function cancelOrder(db: Db, ctx: RequestContext, id: number, input: OrderCancel): Promise<OrderDetail> {
  return act(db, ctx, id, { version: input.version, action: 'cancel', note: input.reason });
}

export function confirmOrder(db: Db, ctx: RequestContext, id: number, input: OrderConfirm): Promise<OrderDetail> {
  const comment = input.comment?.trim() || null;
  return act(db, ctx, id, { version: input.version, action: 'confirm', note: comment, change: { rating: input.rating, ratingComment: comment } });
}

/** The receipt: integer fen (the schema refuses floats, negatives and more than the limit) and its file. */
export function postReceipt(db: Db, ctx: RequestContext, id: number, input: OrderReceipt): Promise<OrderDetail> {
  return act(db, ctx, id, {
    version: input.version,
    action: 'receipt',
    note: input.note?.trim() || `回单金额 ${(input.amountFen / 100).toFixed(2)} 元`,
    files: [input.file],
    change: { amountFen: input.amountFen, receiptFile: input.file },
  });
}
