import type { FieldError } from './field-errors';

/** What a batch's rule reads: money in fen, dates as `YYYY-MM-DD`. */
export interface BatchRuleFields {
  budget: number;
  faceValue: number;
  applyStart: string;
  applyEnd: string;
  expiresOn: string;
  settlementWindows: { start: string; end: string }[];
}

/**
 * What the request schema cannot say about a batch, checked by the server and said by the form before the call: the
 * first problem, at the field it concerns (paths of the request body).
 */
export function batchProblem(fields: BatchRuleFields): FieldError | null {
  if (fields.faceValue > fields.budget) return { field: 'faceValue', msg: '单张面额不能超过年度预算' };
  if (fields.applyStart > fields.applyEnd) return { field: 'applyEnd', msg: '申领开始日期不能晚于结束日期' };
  if (fields.applyEnd > fields.expiresOn) return { field: 'expiresOn', msg: '有效期不能早于申领结束日期' };
  for (const [i, window] of fields.settlementWindows.entries()) {
    if (window.start > window.end) return { field: `settlementWindows.${i}.end`, msg: '结算窗口的开始日期不能晚于结束日期' };
    if (window.start < fields.applyStart) return { field: `settlementWindows.${i}.start`, msg: '结算窗口不能早于申领开始日期' };
  }
  return null;
}
