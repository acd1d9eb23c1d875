import type { BatchDetail, BatchFields } from '@/api/vouchers';
import type { ServiceType } from '@contract/agency';

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

const FORM_NAMES: Record<string, string> = {
  budget: 'budgetYuan',
  faceValue: 'faceValueYuan',
  'settlementWindows.0.start': 'settle1Start',
  'settlementWindows.0.end': 'settle1End',
  'settlementWindows.1.start': 'settle2Start',
  'settlementWindows.1.end': 'settle2End',
};

/** The form field a refusal's field of the call sits at (`settlementWindows.1.end` → `settle2End`). */
export const batchFormName = (field: string): string[] => [FORM_NAMES[field] ?? field];
