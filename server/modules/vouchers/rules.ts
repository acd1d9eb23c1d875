import { parkToday } from '@contract/park-calendar';
import type { Batch, BatchFields, BatchPhase, Ledger, LedgerDay } from '@contract/schemas/vouchers';
import { batchPhase, batchProblem } from '@contract/voucher-rules';
import { AppError, fieldError } from '../../lib/errors';
import type { BatchRecord } from './batch-queries';

export const STALE = '状态已变更，请刷新后重试';
export const stale = () => new AppError(STALE);

/** Today in the park's calendar, `YYYY-MM-DD`: every window and expiry is compared with it. */
export const today = (): string => parkToday();

// What the schema cannot say (the contract's rule, which the form says before the call), at its field.
export function checkBatch(fields: BatchFields): BatchFields {
  const problem = batchProblem(fields);
  if (problem) throw fieldError(problem.field, problem.msg);
  return { ...fields, name: fields.name.trim(), funder: fields.funder.trim() };
}

export const phaseOf = (batch: Pick<BatchRecord, 'applyStart' | 'applyEnd' | 'expiresOn'>, day = today()): BatchPhase => batchPhase(batch, day);

export function ledgerOf(batch: Pick<BatchRecord, 'budget' | 'issued'>, sums: { committed: number; redeemed: number } | undefined): Ledger {
  return { budget: batch.budget, issued: batch.issued, committed: sums?.committed ?? 0, redeemed: sums?.redeemed ?? 0, left: batch.budget - batch.issued };
}

export function batchView(batch: BatchRecord, ledger: Ledger): Batch {
  const { parkId: _park, issued: _issued, ...rest } = batch;
  return { ...rest, serviceTypes: batch.serviceTypes as Batch['serviceTypes'], phase: phaseOf(batch), ledger };
}

/** The burn-down from the days' moves: what was left and what was redeemed at the end of each day. */
export function burnDown(budget: number, days: { day: string | null; issued: number; redeemed: number }[]): LedgerDay[] {
  let issued = 0;
  let redeemed = 0;
  return days.map((d) => {
    issued += d.issued;
    redeemed += d.redeemed;
    return { day: d.day, left: budget - issued, redeemed };
  });
}
