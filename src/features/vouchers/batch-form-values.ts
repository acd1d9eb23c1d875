import type { BatchDetail, BatchFields } from '@/api/vouchers';
import type { ServiceType } from '@/contract/agency';

/** What the batch form holds: money in 元, at most two settlement windows as four dates. */
export interface BatchFormValues {
  [key: string]: unknown;
  name: string;
  funder: string;
  budgetYuan: number;
  faceValueYuan: number;
  quota: number;
  serviceTypes: ServiceType[];
  applyStart: string;
  applyEnd: string;
  expiresOn: string;
  settle1Start: string;
  settle1End: string;
  settle2Start?: string;
  settle2End?: string;
}

const toFen = (yuan: number) => Math.round(Number(yuan) * 100);

export function batchInput(values: BatchFormValues): BatchFields {
  const windows = [{ start: values.settle1Start, end: values.settle1End }];
  if (values.settle2Start && values.settle2End) windows.push({ start: values.settle2Start, end: values.settle2End });
  return {
    name: values.name.trim(),
    funder: values.funder.trim(),
    budget: toFen(values.budgetYuan),
    faceValue: toFen(values.faceValueYuan),
    quota: Number(values.quota),
    serviceTypes: values.serviceTypes,
    applyStart: values.applyStart,
    applyEnd: values.applyEnd,
    expiresOn: values.expiresOn,
    settlementWindows: windows,
  };
}

export function batchFormValues(batch: BatchDetail): BatchFormValues {
  const [first, second] = batch.settlementWindows;
  return {
    name: batch.name,
    funder: batch.funder,
    budgetYuan: batch.budget / 100,
    faceValueYuan: batch.faceValue / 100,
    quota: batch.quota,
    serviceTypes: batch.serviceTypes,
    applyStart: batch.applyStart,
    applyEnd: batch.applyEnd,
    expiresOn: batch.expiresOn,
    settle1Start: first?.start ?? '',
    settle1End: first?.end ?? '',
    ...(second ? { settle2Start: second.start, settle2End: second.end } : {}),
  };
}

/** The checks the server makes too, said before the call. */
export function batchProblem(input: BatchFields): string | null {
  if (input.faceValue > input.budget) return '单张面额不能超过年度预算';
  if (input.applyStart > input.applyEnd) return '申领开始日期不能晚于结束日期';
  if (input.applyEnd > input.expiresOn) return '有效期不能早于申领结束日期';
  if (input.settlementWindows.some((w) => w.start > w.end)) return '结算窗口的开始日期不能晚于结束日期';
  if (input.settlementWindows.some((w) => w.start < input.applyStart)) return '结算窗口不能早于申领开始日期';
  return null;
}
