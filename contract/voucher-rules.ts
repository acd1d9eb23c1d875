// What a voucher batch, a voucher and a voucher order allow on a given day (issue 20 point 5): read by the server to
// refuse and by the console to disable the button or the picker's days with the same reason.
import type { FieldError } from './field-errors';
import type { BatchPhase } from './vouchers';
import { ALLOWED, firstRefusal, refuse, type Verdict } from './verdict';

/** A batch's dates: its application window and expiry, each 'YYYY-MM-DD'. */
export interface BatchDates {
  applyStart: string;
  applyEnd: string;
  expiresOn: string;
}

export interface DayWindow {
  start: string;
  end: string;
}

/** Where a batch stands on `day`: before, inside or after its application window, or past its expiry. */
export function batchPhase(batch: BatchDates, day: string): BatchPhase {
  if (batch.expiresOn < day) return 'expired';
  if (day < batch.applyStart) return 'upcoming';
  return day <= batch.applyEnd ? 'open' : 'closed';
}

/** A company applies for vouchers only inside the batch's application window. */
export const canApplyForBatch = (batch: BatchDates, day: string): Verdict =>
  batchPhase(batch, day) === 'open' ? ALLOWED : refuse('不在该批次的申领时间内');

/** A company holds at most the batch's quota (vouchers applied for and not refused): `held` so far, `quantity` more. */
export const withinQuota = (batch: { quota: number }, held: number, quantity: number): Verdict =>
  held + quantity > batch.quota ? refuse(`每家企业最多申领${batch.quota}张，已申领${held}张`) : ALLOWED;

/** The 申领 button of a batch: inside its window and at least one voucher left of the quota. */
export const canApplyMore = (batch: BatchDates & { quota: number; held: number }, day: string): Verdict =>
  firstRefusal(() => canApplyForBatch(batch, day), () => withinQuota(batch, batch.held, 1));

/** The operator issues vouchers (passes an application) only while the batch has not expired. */
export const canIssueVouchers = (batch: Pick<BatchDates, 'expiresOn'>, day: string): Verdict =>
  batch.expiresOn < day ? refuse('该批次已过期，不能再发放') : ALLOWED;

/** A voucher is spent on an order only while active and not past its expiry. */
export function canSpendVoucher(voucher: { state: string; expiresOn: string }, day: string): Verdict {
  if (voucher.state === 'recalled') return refuse('该服务券已被收回，不能使用');
  if (voucher.state !== 'active' && voucher.state !== 'expired') return refuse('该服务券已被占用或已核销，不能再次使用');
  if (voucher.state === 'expired' || voucher.expiresOn < day) return refuse('该服务券已过期，不能使用');
  return ALLOWED;
}

/** Whether `day` falls in one of the batch's settlement windows. */
export const inSettlementWindow = (windows: readonly DayWindow[], day: string): boolean => windows.some((w) => w.start <= day && day <= w.end);

/** The agency asks for the voucher's money only inside a settlement window of the batch. */
export const canRequestRedeem = (windows: readonly DayWindow[], day: string): Verdict =>
  inSettlementWindow(windows, day) ? ALLOWED : refuse('当前不在该批次的结算窗口内，不能申请核销');

/** What the batch form holds besides its texts: money in fen and every window. */
export interface BatchPlan extends BatchDates {
  budget: number;
  faceValue: number;
  settlementWindows: readonly DayWindow[];
}

/** The dates chosen so far (a form being filled holds empty or missing ones). */
export type BatchDatesSoFar = Partial<Record<keyof BatchDates, unknown>>;

// Each date field's rule given the others: the picker disables the days it refuses. An earlier date not chosen yet
// bounds nothing.
const notBefore = (day: string, earliest: unknown, reason: string): Verdict =>
  typeof earliest === 'string' && earliest !== '' && day < earliest ? refuse(reason) : ALLOWED;

export const applyEndRule = (day: string, plan: BatchDatesSoFar) => notBefore(day, plan.applyStart, '申领开始日期不能晚于结束日期');
export const expiresOnRule = (day: string, plan: BatchDatesSoFar) => notBefore(day, plan.applyEnd, '有效期不能早于申领结束日期');
export const windowStartRule = (day: string, plan: BatchDatesSoFar) => notBefore(day, plan.applyStart, '结算窗口不能早于申领开始日期');
export const windowEndRule = (day: string, start: unknown) => notBefore(day, start, '结算窗口的开始日期不能晚于结束日期');

/**
 * The whole batch: what the schema cannot say, the face value against the budget and every window the right way round;
 * the first problem at the field of the request body it concerns (the server answers it there, the form says it there).
 */
export function batchProblem(plan: BatchPlan): FieldError | null {
  const checks: [string, () => Verdict][] = [
    ['faceValue', () => (plan.faceValue > plan.budget ? refuse('单张面额不能超过年度预算') : ALLOWED)],
    ['applyEnd', () => applyEndRule(plan.applyEnd, plan)],
    ['expiresOn', () => expiresOnRule(plan.expiresOn, plan)],
    ...plan.settlementWindows.flatMap((w, i): [string, () => Verdict][] => [
      [`settlementWindows.${i}.end`, () => windowEndRule(w.end, w.start)],
      [`settlementWindows.${i}.start`, () => windowStartRule(w.start, plan)],
    ]),
  ];
  for (const [field, check] of checks) {
    const verdict = check();
    if (!verdict.ok) return { field, msg: verdict.reason };
  }
  return null;
}

/** The whole batch as one verdict. */
export function batchPlanVerdict(plan: BatchPlan): Verdict {
  const problem = batchProblem(plan);
  return problem ? refuse(problem.msg) : ALLOWED;
}
