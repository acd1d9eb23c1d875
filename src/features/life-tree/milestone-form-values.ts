import type { Milestone, MilestoneAdd } from '@/api/life-tree';
import type { MilestoneKind } from '@contract/company-milestones';

/** What the milestone form edits: money in 元, a revenue band as a year and a band. */
export interface MilestoneFormValues extends Record<string, unknown> {
  title?: string;
  occurredOn?: string;
  amountYuan?: number;
  year?: number;
  band?: string;
  detail?: string;
}

export type MilestoneFields = Omit<MilestoneAdd, 'companyId'>;

const YEARS_BACK = 20;

/** The years a revenue band may name: this one and the twenty before it, latest first. */
export const revenueYears = (now = new Date()) => Array.from({ length: YEARS_BACK + 1 }, (_, i) => now.getFullYear() - i);

/** The form values to the call's fields: fen from 元 (rounded to the fen), a revenue band dated the year's last day. */
export function toMilestoneFields(kind: MilestoneKind, values: MilestoneFormValues): MilestoneFields {
  const detail = values.detail?.trim() ? values.detail.trim() : null;
  if (kind === 'revenue') {
    return { kind, title: values.band ?? '', occurredOn: `${values.year ?? ''}-12-31`, amountFen: null, detail };
  }
  const amountFen = kind === 'funding' && values.amountYuan !== undefined && values.amountYuan !== null ? Math.round(values.amountYuan * 100) : null;
  return { kind, title: (values.title ?? '').trim(), occurredOn: values.occurredOn ?? '', amountFen, detail };
}

/** A milestone back into the form. */
export function toMilestoneForm(m: Milestone): MilestoneFormValues {
  const detail = m.detail ?? undefined;
  if (m.kind === 'revenue') return { year: Number(m.occurredOn.slice(0, 4)), band: m.title, detail };
  return { title: m.title, occurredOn: m.occurredOn, amountYuan: m.amountFen === null ? undefined : m.amountFen / 100, detail };
}
