import type { FormField } from '@/components/schema-form/form-fields';
import { MAX_FUNDING_FEN, REVENUE_BANDS, type MilestoneKind } from '@contract/company-milestones';
import { milestoneDateRule } from '@contract/date-rules';
import { parkToday } from '@contract/park-calendar';
import { revenueYears } from './milestone-form-values';
import type { LifeTreeTexts } from './i18n/life-tree';

/** The form's fields for one kind of milestone. */
export function milestoneFields(kind: MilestoneKind, { milestone: w, common }: LifeTreeTexts): FormField[] {
  const titleLabels: Record<Exclude<MilestoneKind, 'revenue'>, string> = { funding: w.fundingRound, patent: w.patentName, award: w.awardName, qualification: w.qualificationName };
  const titlePlaceholders: Partial<Record<MilestoneKind, string>> = { funding: w.fundingExample, qualification: w.qualificationExample };
  const detailField: FormField = { type: 'textarea', name: 'detail', label: w.detail, maxLength: 500, rows: 3 };
  if (kind === 'revenue') {
    return [
      { type: 'select', name: 'year', label: w.year, required: true, options: revenueYears().map((y) => ({ value: y, label: common.year(y) })) },
      { type: 'select', name: 'band', label: w.band, required: true, options: REVENUE_BANDS.map((b) => ({ value: b, label: b })) },
      detailField,
    ];
  }
  const fields: FormField[] = [
    { type: 'text', name: 'title', label: titleLabels[kind], required: true, maxLength: 50, placeholder: titlePlaceholders[kind] },
    { type: 'date', name: 'occurredOn', label: w.date, required: true, rule: (day) => milestoneDateRule(day, parkToday()) },
  ];
  if (kind === 'funding') {
    // Its own required rule typed as a number: the shared `required` checks the value as text, which a number fails.
    fields.push({
      type: 'number', name: 'amountYuan', label: w.amount, min: 0.01, max: MAX_FUNDING_FEN / 100, precision: 2,
      rules: [{ required: true, type: 'number', message: w.amountRequired }],
    });
  }
  fields.push(detailField);
  return fields;
}
