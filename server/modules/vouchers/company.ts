import { COMPANY_STATES } from '@contract/company-states';
import type { CompanyApplicationQuery, CompanyVoucherQuery, OpenBatch, VoucherApply, VoucherDetail } from '@contract/schemas/vouchers';
import type { PageQuery, Paged } from '@contract/primitives';
import { screenLink } from '@contract/screens/links';
import { canApplyForBatch, withinQuota } from '@contract/voucher-rules';
import type { Db } from '../../db/client';
import { requireHost, sessionCompanyId } from '../../lib/access';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import { notifyParkOperators } from '../../lib/messages';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { findBatch } from './batch-queries';
import { today } from './rules';
import { applicationView, voucherDetailView, voucherView } from './view';
import { companyApplications, companyOf, companyVouchers, findVoucher, heldByCompany, insertApplication, lockCompany, openBatches } from './voucher-queries';

// A company sees and applies for its own vouchers only, in its own park.
async function ownCompany(db: Db, ctx: RequestContext) {
  const user = requireHost(ctx.user, 'front');
  if (user.companyId === null) throw forbidden();
  const company = await companyOf(db, user.companyId);
  if (!company) throw forbidden();
  return company;
}

// For the company's own lists: no statement when the session's read found the company.
async function ownCompanyId(db: Db, ctx: RequestContext): Promise<number> {
  const known = sessionCompanyId(requireHost(ctx.user, 'front'));
  if (known === undefined) return (await ownCompany(db, ctx)).id;
  if (!known) throw forbidden();
  return known;
}

export async function myVouchers(db: Db, ctx: RequestContext, query: CompanyVoucherQuery) {
  const { list, total } = await companyVouchers(db, await ownCompanyId(db, ctx), query.state, today(), query);
  return { list: list.map(voucherView), total };
}

export async function myVoucher(db: Db, ctx: RequestContext, id: number): Promise<VoucherDetail> {
  const company = await ownCompany(db, ctx);
  const voucher = await findVoucher(db, id, today());
  if (!voucher || voucher.companyId !== company.id) throw notFound('服务券不存在');
  return voucherDetailView(voucher);
}

export async function myApplications(db: Db, ctx: RequestContext, query: CompanyApplicationQuery) {
  const { list, total } = await companyApplications(db, await ownCompanyId(db, ctx), query);
  return { list: list.map(applicationView), total };
}

export async function batchesToApply(db: Db, ctx: RequestContext, query: PageQuery): Promise<Paged<OpenBatch>> {
  const company = await ownCompany(db, ctx);
  const { list, total } = await openBatches(db, company.parkId, today(), query);
  const held = await heldByCompany(db, company.id, list.map((b) => b.id));
  return {
    list: list.map(({ budget, issued, ...b }) => ({ ...b, held: held.get(b.id) ?? 0, left: budget - issued })),
    total,
  };
}

// The quota counts vouchers applied for and not refused; the company's row lock makes two applications at once wait
// for each other, so together they never pass the quota.
export async function applyForVouchers(db: Db, ctx: RequestContext, input: VoucherApply) {
  const company = await ownCompany(db, ctx);
  if (company.state !== COMPANY_STATES.settled.code) throw new AppError('企业入驻后才能申领服务券');
  const batch = await findBatch(db, input.batchId);
  if (!batch || batch.parkId !== company.parkId) throw notFound('服务券批次不存在');
  const window = canApplyForBatch(batch, today());
  if (!window.ok) throw new AppError(window.reason);
  const id = await db.transaction(async (tx) => {
    await lockCompany(tx, company.id);
    const held = (await heldByCompany(tx, company.id, [batch.id])).get(batch.id) ?? 0;
    const quota = withinQuota(batch, held, input.quantity);
    if (!quota.ok) throw fieldError('quantity', quota.reason);
    const created = await insertApplication(tx, { batchId: batch.id, parkId: batch.parkId, companyId: company.id, quantity: input.quantity });
    await notifyParkOperators(tx, batch.parkId, {
      kind: 'voucherApplied',
      title: `服务券申领待审核：${company.name}`,
      body: `${company.name}申领「${batch.name}」${input.quantity}张。`,
      link: screenLink('vouchers-manage-action', { id: batch.id }),
    });
    await writeLog(tx, ctx, { module: 'voucherApplication', action: 'apply', target: `${batch.name} / ${company.name}`, parkId: batch.parkId, after: { quantity: input.quantity } });
    return created;
  });
  return { id };
}
