import type { FormField } from '@/components/schema-form/form-fields';
import { MAX_FUNDING_FEN, REVENUE_BANDS, type MilestoneKind } from '@contract/company-milestones';
import { milestoneDateRule } from '@contract/date-rules';
import { parkToday } from '@contract/park-calendar';
import { revenueYears } from './milestone-form-values';

const TITLE_LABELS: Record<Exclude<MilestoneKind, 'revenue'>, string> = {
  funding: '融资轮次',
  patent: '专利名称',
  award: '奖项名称',
  qualification: '资质名称',
};

const TITLE_PLACEHOLDERS: Partial<Record<MilestoneKind, string>> = {
  funding: '如：天使轮、A轮',
  qualification: '如：高新技术企业',
};

const detailField: FormField = { type: 'textarea', name: 'detail', label: '说明', maxLength: 500, rows: 3 };

/** The form's fields for one kind of milestone. */
export function milestoneFields(kind: MilestoneKind): FormField[] {
  if (kind === 'revenue') {
    return [
      { type: 'select', name: 'year', label: '年度', required: true, options: revenueYears().map((y) => ({ value: y, label: `${y}年` })) },
      { type: 'select', name: 'band', label: '营收区间', required: true, options: REVENUE_BANDS.map((b) => ({ value: b, label: b })) },
      detailField,
    ];
  }
  const fields: FormField[] = [
    { type: 'text', name: 'title', label: TITLE_LABELS[kind], required: true, maxLength: 50, placeholder: TITLE_PLACEHOLDERS[kind] },
    { type: 'date', name: 'occurredOn', label: '日期', required: true, rule: (day) => milestoneDateRule(day, parkToday()) },
  ];
  if (kind === 'funding') {
    // Its own required rule typed as a number: the shared `required` checks the value as text, which a number fails.
    fields.push({
      type: 'number', name: 'amountYuan', label: '融资金额（元）', min: 0.01, max: MAX_FUNDING_FEN / 100, precision: 2,
      rules: [{ required: true, type: 'number', message: '请输入融资金额（元）' }],
    });
  }
  fields.push(detailField);
  return fields;
}
