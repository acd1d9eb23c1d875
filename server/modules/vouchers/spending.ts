import type { OrderAction } from '@contract/order-states';
import type { VoucherConfirm, VoucherContract, VoucherDeliver, VoucherOrderCancel, VoucherOrderDetail, VoucherSpend } from '@contract/schemas/voucher-orders';
import { canSpendVoucher } from '@contract/voucher-rules';
import { VOUCHER_TRANSITIONS } from '@contract/vouchers';
import type { Db } from '../../db/client';
import { requireHost } from '../../lib/access';
import type { Conn } from '../../lib/db';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { transition } from '../../lib/transition';
import { findListedService } from '../agency';
import { withUploadNames } from '../files';
import { createOrder, orderDetail, transitionOrder, type TransitionInput } from '../orders';
import { companyContact, findVoucherOrder, insertVoucherOrder, updateVoucherOrder, voucherNow, voucherToSpend, type VoucherOrderRow } from './order-queries';
import { voucherOrderDetailView } from './order-view';
import { stale, today } from './rules';
import { VOUCHER_ROWS, type VoucherChange } from './voucher-queries';

const CONTRACT_FILE = /\.(pdf|png|jpe?g|gif|webp)$/i;

/** One voucher order with its history and the caller's buttons; a party outside it gets 403, a wrong park 404. */
export async function voucherOrderDetail(db: Db, ctx: RequestContext, id: number, parkId?: number): Promise<VoucherOrderDetail> {
  const row = await findVoucherOrder(db, id);
  if (!row) throw notFound('服务券订单不存在');
  return voucherOrderDetailView(row, await orderDetail(db, ctx, id, parkId));
}

/** Moves the voucher of an order (commit, release, redeem) by its conditional update, and logs it. */
export async function moveVoucherOf(tx: Conn, ctx: RequestContext, voucherId: number, step: keyof typeof VOUCHER_TRANSITIONS, target: string, change: VoucherChange = {}) {
  const { from, to } = VOUCHER_TRANSITIONS[step];
  const now = await voucherNow(tx, voucherId);
  if (!now || now.state !== from) throw stale();
  const moved = await transition(tx, VOUCHER_ROWS, { id: voucherId, state: from, version: now.version }, { state: to, ...change });
  if (!moved) throw stale();
  await writeLog(tx, ctx, { module: 'voucher', action: step === 'release' ? 'release' : step === 'redeem' ? 'redeem' : 'commit', target, before: { state: from }, after: { state: to, ...change } });
}

// The spend: the voucher's conditional update (active → committed) and the order land in one transaction, so of two
// spends of one voucher at once exactly one creates an order; the other is refused and writes nothing.
export async function spendVoucher(db: Db, ctx: RequestContext, voucherId: number, input: VoucherSpend): Promise<VoucherOrderDetail> {
  const user = requireHost(ctx.user, 'front');
  const voucher = await voucherToSpend(db, voucherId);
  if (!voucher || user.companyId === null || voucher.companyId !== user.companyId) throw notFound('服务券不存在');
  const spendable = canSpendVoucher(voucher, today());
  if (!spendable.ok) throw new AppError(spendable.reason);
  const service = await findListedService(db, input.serviceId);
  if (!service) throw notFound('服务不存在或已下架');
  if (!service.voucherPayable || !voucher.serviceTypes.includes(service.serviceType)) throw fieldError('serviceId', '该服务不在服务券可抵扣的服务类型内');
  const contact = await companyContact(db, voucher.companyId);
  const id = await db.transaction(async (tx) => {
    await moveVoucherOf(tx, ctx, voucher.id, 'commit', `${voucher.batchName}（券#${voucher.id}）`, { committedAt: new Date() });
    const order = await createOrder(tx, ctx, {
      parkId: voucher.parkId,
      companyId: voucher.companyId,
      kind: 'voucher',
      subjectKind: 'agencyService',
      subjectId: service.id,
      subjectTitle: service.name,
      serviceType: service.serviceType,
      mechanismId: service.mechanismId,
      needs: input.needs.trim(),
      contact: input.contact?.trim() || contact?.contact || contact?.name || '',
      phone: input.phone?.trim() || contact?.phone || '',
    });
    await insertVoucherOrder(tx, { orderId: order.id, parkId: order.parkId, voucherId: voucher.id, batchId: voucher.batchId, mechanismId: service.mechanismId, serviceId: service.id });
    return order.id;
  });
  return voucherOrderDetail(db, ctx, id);
}

/** Loads the order as `who` (403 for another party's order), checks the version, then runs `step` in one transaction. */
export async function voucherStep(
  db: Db,
  ctx: RequestContext,
  id: number,
  who: 'company' | 'agency' | 'operator',
  step: Omit<TransitionInput, 'id' | 'who'>,
  extra?: (tx: Conn, row: VoucherOrderRow) => Promise<void>,
): Promise<VoucherOrderDetail> {
  const row = await findVoucherOrder(db, id);
  if (!row) throw notFound('服务券订单不存在');
  const user = ctx.user;
  if (who === 'company' && (user?.companyId ?? null) !== row.order.companyId) throw forbidden('无权操作该订单');
  if (who === 'agency' && (user?.mechanismId ?? null) !== row.side.mechanismId) throw forbidden('无权操作该订单');
  if (row.order.version !== step.version) throw stale();
  await db.transaction(async (tx) => {
    await transitionOrder(tx, ctx, { ...step, id, who });
    if (extra) await extra(tx, row);
  });
  return voucherOrderDetail(db, ctx, id);
}

const ticket = (row: VoucherOrderRow) => `${row.batchName}（券#${row.side.voucherId}）`;

/** Cancelling before the contract is signed frees the voucher (committed → active). */
export function cancelVoucherOrder(db: Db, ctx: RequestContext, id: number, input: VoucherOrderCancel) {
  requireHost(ctx.user, 'front');
  return voucherStep(db, ctx, id, 'company', { version: input.version, action: 'cancel', note: input.reason }, (tx, row) =>
    moveVoucherOf(tx, ctx, row.side.voucherId, 'release', ticket(row), { committedAt: null }));
}

/** The agency declining the order frees the voucher as cancelling does. */
export function declineVoucherOrder(db: Db, ctx: RequestContext, id: number, input: VoucherOrderCancel) {
  requireHost(ctx.user, 'agent');
  return voucherStep(db, ctx, id, 'agency', { version: input.version, action: 'decline', note: input.reason }, (tx, row) =>
    moveVoucherOf(tx, ctx, row.side.voucherId, 'release', ticket(row), { committedAt: null }));
}

export function uploadContract(db: Db, ctx: RequestContext, id: number, input: VoucherContract) {
  requireHost(ctx.user, 'agent');
  if (!CONTRACT_FILE.test(input.file.url) && !CONTRACT_FILE.test(input.file.name)) throw fieldError('file', '合同须为 PDF 或图片文件');
  const note = `合同金额 ${(input.contractFen / 100).toFixed(2)} 元`;
  return voucherStep(db, ctx, id, 'agency', { version: input.version, action: 'contract', note, files: [input.file], change: { amountFen: input.contractFen } }, async (tx) => {
    const [contractFile] = await withUploadNames(tx, [input.file]);
    await updateVoucherOrder(tx, id, { contractFen: input.contractFen, contractFile });
  });
}

export function deliverVoucherOrder(db: Db, ctx: RequestContext, id: number, input: VoucherDeliver) {
  requireHost(ctx.user, 'agent');
  return voucherStep(db, ctx, id, 'agency', { version: input.version, action: 'deliver', note: input.note ?? null, files: input.files ?? [] });
}

const GRADE_RATING = { A: 5, B: 4, C: 3, D: 2 } as const;

/** The company confirms the work with its scores and grade; the grade also rates the agency on the order. */
export function confirmVoucherOrder(db: Db, ctx: RequestContext, id: number, input: VoucherConfirm) {
  requireHost(ctx.user, 'front');
  const comment = input.comment?.trim() || null;
  const action: OrderAction = 'confirm';
  return voucherStep(db, ctx, id, 'company', { version: input.version, action, note: comment ?? `评级 ${input.grade}`, change: { rating: GRADE_RATING[input.grade], ratingComment: comment } }, (tx) =>
    updateVoucherOrder(tx, id, { scores: input.scores, grade: input.grade }));
}
