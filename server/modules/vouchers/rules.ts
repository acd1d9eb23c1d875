import type { Batch, BatchFields, BatchPhase, Ledger, LedgerDay } from '../../../src/contract/schemas/vouchers';
import { AppError, badRequest } from '../../lib/errors';
import type { BatchRecord } from './batch-queries';

export const STALE = '状态已变更，请刷新后重试';
export const stale = () => new AppError(STALE);

/** Today as `YYYY-MM-DD` (UTC): every window and expiry is compared with it. */
export const today = (): string => new Date().toISOString().slice(0, 10);

// What the schema cannot say: the face value against the budget, and every window the right way round.
export function checkBatch(fields: BatchFields): BatchFields {
  if (fields.faceValue > fields.budget) throw badRequest('单张面额不能超过年度预算');
  if (fields.applyStart > fields.applyEnd) throw badRequest('申领开始日期不能晚于结束日期');
  if (fields.applyEnd > fields.expiresOn) throw badRequest('有效期不能早于申领结束日期');
  for (const window of fields.settlementWindows) {
    if (window.start > window.end) throw badRequest('结算窗口的开始日期不能晚于结束日期');
    if (window.start < fields.applyStart) throw badRequest('结算窗口不能早于申领开始日期');
  }
  return { ...fields, name: fields.name.trim(), funder: fields.funder.trim() };
}

export function phaseOf(batch: Pick<BatchRecord, 'applyStart' | 'applyEnd' | 'expiresOn'>, day = today()): BatchPhase {
  if (batch.expiresOn < day) return 'expired';
  if (day < batch.applyStart) return 'upcoming';
  return day <= batch.applyEnd ? 'open' : 'closed';
}

export function ledgerOf(batch: Pick<BatchRecord, 'budget' | 'issued'>, sums: { committed: number; redeemed: number } | undefined): Ledger {
  return { budget: batch.budget, issued: batch.issued, committed: sums?.committed ?? 0, redeemed: sums?.redeemed ?? 0, left: batch.budget - batch.issued };
}

export function batchView(batch: BatchRecord, ledger: Ledger): Batch {
  const { parkId: _park, issued: _issued, ...rest } = batch;
  return { ...rest, serviceTypes: batch.serviceTypes as Batch['serviceTypes'], phase: phaseOf(batch), ledger };
}

/** The burn-down from the days' moves: what was left and what was redeemed at the end of each day. */
export function burnDown(budget: number, days: { day: string; issued: number; redeemed: number }[]): LedgerDay[] {
  let issued = 0;
  let redeemed = 0;
  return days.map((d) => {
    issued += d.issued;
    redeemed += d.redeemed;
    return { day: d.day, left: budget - issued, redeemed };
  });
}
