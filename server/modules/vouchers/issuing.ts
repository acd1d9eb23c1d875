import type { ApplicationCheck, ApplicationListQuery, ApplicationRow, VoucherListQuery, VoucherRecall, VoucherRow } from '@contract/schemas/vouchers';
import type { Db } from '../../db/client';
import { screenLink } from '@contract/screens/links';
import { canIssueVouchers } from '@contract/voucher-rules';
import { VOUCHER_TRANSITIONS } from '@contract/vouchers';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { notifyCompany } from '../../lib/messages';
import { writeLog } from '../../lib/oplog';
import { scopeForPark } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { transition } from '../../lib/transition';
import { releaseBudget, reserveBudget } from './batch-queries';
import { reachBatch } from './batches';
import { stale, today } from './rules';
import { applicationView, voucherView } from './view';
import { batchApplications, batchVouchers, findApplication, findVoucher, issueVouchers, reviewApplication, VOUCHER_ROWS } from './voucher-queries';

const companyHome = screenLink('front-voucher-order');

export async function applicationList(db: Db, ctx: RequestContext, query: ApplicationListQuery) {
  await reachBatch(db, ctx, query.batchId);
  const { list, total } = await batchApplications(db, query.batchId, query.state, query);
  return { list: list.map(applicationView), total };
}

export async function voucherList(db: Db, ctx: RequestContext, query: VoucherListQuery) {
  await reachBatch(db, ctx, query.batchId);
  const { list, total } = await batchVouchers(db, query.batchId, query.state, today(), query);
  return { list: list.map(voucherView), total };
}

// Passing issues the vouchers against the batch's budget counter in the same transaction: when the budget no longer
// covers them, nothing is written and the application keeps waiting.
export async function checkApplication(db: Db, ctx: RequestContext, input: ApplicationCheck): Promise<ApplicationRow> {
  const reason = input.reason?.trim() ?? '';
  if (!input.pass && !reason) throw fieldError('reason', '请填写驳回原因');
  const application = await findApplication(db, input.id);
  if (!application) throw notFound('申领记录不存在');
  const batch = await reachBatch(db, ctx, application.batchId);
  if (application.state !== 'submitted') throw stale();
  const issuable = canIssueVouchers(batch, today());
  if (input.pass && !issuable.ok) throw new AppError(issuable.reason);
  const amount = batch.faceValue * application.quantity;
  await db.transaction(async (tx) => {
    if (!(await reviewApplication(tx, application.id, input.pass ? 'passed' : 'rejected', input.pass ? null : reason))) throw stale();
    if (input.pass) {
      if (!(await reserveBudget(tx, batch.id, amount))) throw new AppError('预算余额不足，无法发放');
      await issueVouchers(tx, { batchId: batch.id, parkId: batch.parkId, companyId: application.companyId, applicationId: application.id, faceValue: batch.faceValue, expiresOn: batch.expiresOn, quantity: application.quantity });
    }
    await notifyCompany(tx, application.companyId, {
      kind: 'voucherReviewed',
      title: input.pass ? `服务券申领已通过：${batch.name}` : `服务券申领未通过：${batch.name}`,
      body: input.pass ? `已向贵企业发放${application.quantity}张服务券。` : `驳回原因：${reason}`,
      link: companyHome,
      parkId: batch.parkId,
    });
    await writeLog(tx, ctx, {
      module: 'voucherApplication',
      action: 'audit',
      target: `${batch.name} / ${application.companyName}`,
      parkId: batch.parkId,
      before: { state: application.state, quantity: application.quantity },
      after: input.pass ? { state: 'passed', issued: amount } : { state: 'rejected', reason },
    });
  });
  const after = await findApplication(db, application.id);
  if (!after) throw notFound('申领记录不存在');
  return applicationView(after);
}

// Only an unused voucher comes back; its face value returns to what is left of the budget.
export async function recallVoucher(db: Db, ctx: RequestContext, input: VoucherRecall): Promise<VoucherRow> {
  const day = today();
  const voucher = await findVoucher(db, input.id, day);
  if (!voucher) throw notFound('服务券不存在');
  await scopeForPark(db, ctx, voucher.parkId);
  const { from, to } = VOUCHER_TRANSITIONS.recall;
  if (voucher.storedState !== from) throw new AppError('只能收回未使用的服务券');
  const reason = input.reason.trim();
  await db.transaction(async (tx) => {
    const moved = await transition(tx, VOUCHER_ROWS, { id: voucher.id, state: from, version: voucher.version }, { state: to, recalledAt: new Date(), recallReason: reason });
    if (!moved) throw stale();
    await releaseBudget(tx, voucher.batchId, voucher.faceValue);
    await notifyCompany(tx, voucher.companyId, {
      kind: 'voucherRecalled',
      title: `服务券已收回：${voucher.batchName}`,
      body: `收回原因：${reason}`,
      link: companyHome,
      parkId: voucher.parkId,
    });
    await writeLog(tx, ctx, { module: 'voucher', action: 'recall', target: `${voucher.batchName} / ${voucher.companyName}`, parkId: voucher.parkId, before: { state: from }, after: { state: to, reason } });
  });
  const after = await findVoucher(db, voucher.id, day);
  if (!after) throw notFound('服务券不存在');
  return voucherView(after);
}
