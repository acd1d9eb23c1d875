import { and, eq } from 'drizzle-orm';
import { USER_TYPES } from '@contract/host-kinds';
import type { RedeemCheck, RedeemRequest, VoucherOrderListQuery } from '@contract/schemas/voucher-orders';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { requireHost } from '../../lib/access';
import { AppError, badRequest, fieldError, forbidden, notFound } from '../../lib/errors';
import { notifyParkOperators, sendMessage } from '../../lib/messages';
import type { RequestContext } from '../../lib/request-context';
import { reachBatch } from './batches';
import { findVoucherOrder, listVoucherOrders, updateVoucherOrder } from './order-queries';
import { screenLink } from '@contract/screens/links';
import { canRequestRedeem } from '@contract/voucher-rules';
import { voucherOrderView } from './order-view';
import { stale, today } from './rules';
import { moveVoucherOf, voucherStep } from './spending';

const fen = (n: number) => `${(n / 100).toFixed(2)} 元`;

// The agency asks for the voucher's money inside a settlement window of the batch, at most the face value and the
// contract; the part of the contract above it is the company's own (recorded as the split).
export async function requestRedemption(db: Db, ctx: RequestContext, id: number, input: RedeemRequest) {
  requireHost(ctx.user, 'agent');
  const row = await findVoucherOrder(db, id);
  if (!row) throw notFound('服务券订单不存在');
  if ((ctx.user?.mechanismId ?? null) !== row.side.mechanismId) throw forbidden('无权操作该订单');
  if (row.order.version !== input.version) throw stale();
  if (input.redeemFen > row.faceValue) throw fieldError('redeemFen', `核销金额不能超过服务券面额（${fen(row.faceValue)}）`);
  if (row.side.contractFen !== null && input.redeemFen > row.side.contractFen) throw fieldError('redeemFen', '核销金额不能超过合同金额');
  const window = canRequestRedeem(row.settlementWindows, today());
  if (!window.ok) throw new AppError(window.reason);
  const companyPaysFen = Math.max(0, (row.side.contractFen ?? input.redeemFen) - input.redeemFen);
  const note = `申请核销 ${fen(input.redeemFen)}，企业自付 ${fen(companyPaysFen)}`;
  return voucherStep(db, ctx, id, 'agency', { version: input.version, action: 'requestRedeem', note }, async (tx) => {
    await updateVoucherOrder(tx, id, { redeemFen: input.redeemFen, companyPaysFen, requestedAt: new Date() });
    await notifyParkOperators(tx, row.order.parkId, {
      kind: 'voucherRedeemRequested',
      title: `服务券核销待审核：${row.mechanismName}`,
      body: `${row.companyName}「${row.order.subjectTitle}」${note}`,
      link: screenLink('vouchers-manage-action', { id: row.side.batchId }),
    });
  });
}

// The operator (0108, in the batch's park) approves: the voucher goes committed → used with the redeemed amount, which
// moves it from committed to redeemed in the ledger; or returns the request with a reason.
export async function checkRedemption(db: Db, ctx: RequestContext, id: number, input: RedeemCheck) {
  const row = await findVoucherOrder(db, id);
  if (!row) throw notFound('服务券订单不存在');
  await reachBatch(db, ctx, row.side.batchId);
  if (row.order.parkId !== ctx.user?.parkId) throw forbidden('请先切换到该订单所属园区');
  const reason = input.reason?.trim() ?? '';
  if (!input.pass && !reason) throw fieldError('reason', '请填写退回原因');
  const action = input.pass ? 'approveRedeem' : 'rejectRedeem';
  return voucherStep(db, ctx, id, 'operator', { version: input.version, action, note: input.pass ? null : reason }, async (tx) => {
    if (input.pass) {
      const now = new Date();
      await moveVoucherOf(tx, ctx, row.side.voucherId, 'redeem', `${row.batchName}（券#${row.side.voucherId}）`, { usedAt: now, redeemed: row.side.redeemFen ?? 0 });
      await updateVoucherOrder(tx, id, { redeemedAt: now });
    } else {
      await updateVoucherOrder(tx, id, { redeemFen: null, companyPaysFen: null, requestedAt: null });
    }
    const agents = await tx.select({ id: users.id }).from(users).where(and(eq(users.mechanismId, row.side.mechanismId), eq(users.userType, USER_TYPES.agency), eq(users.frozen, false)));
    await sendMessage(tx, agents.map((a) => a.id), {
      kind: 'voucherRedeemChecked',
      title: input.pass ? `服务券核销已通过：${row.order.subjectTitle}` : `服务券核销被退回：${row.order.subjectTitle}`,
      body: input.pass ? `核销 ${fen(row.side.redeemFen ?? 0)}` : reason,
      link: screenLink('voucher-order', { id }),
      parkId: row.order.parkId,
    });
  });
}

/** The redemption requests (and all voucher orders) of one batch, for its operator. */
export async function batchVoucherOrders(db: Db, ctx: RequestContext, query: VoucherOrderListQuery) {
  const { batchId } = query;
  if (!batchId) throw badRequest('请选择批次');
  const batch = await reachBatch(db, ctx, batchId);
  const { list, total } = await listVoucherOrders(db, { parkId: batch.parkId, batchId }, query);
  return { list: list.map(voucherOrderView), total };
}

export async function agencyVoucherOrders(db: Db, ctx: RequestContext, query: VoucherOrderListQuery) {
  const user = requireHost(ctx.user, 'agent');
  if (user.mechanismId === null) return { list: [], total: 0 };
  const { list, total } = await listVoucherOrders(db, { mechanismId: user.mechanismId }, query);
  return { list: list.map(voucherOrderView), total };
}

export async function companyVoucherOrders(db: Db, ctx: RequestContext, query: VoucherOrderListQuery) {
  const user = requireHost(ctx.user, 'front');
  if (user.companyId === null) return { list: [], total: 0 };
  const { list, total } = await listVoucherOrders(db, { companyId: user.companyId }, query);
  return { list: list.map(voucherOrderView), total };
}
