import { companyEventLabel, COMPANY_EVENT_KIND_CODES } from '@contract/company-events';
import { milestoneKindLabel, MILESTONE_KIND_CODES, type MilestoneKind } from '@contract/company-milestones';
import { formatMoney } from '@/lib/money';

/** The timeline's kind filter: what the platform recorded, then what people added. */
export const KIND_FILTER_OPTIONS = [
  ...COMPANY_EVENT_KIND_CODES.map((code) => ({ value: code, label: companyEventLabel(code) })),
  ...MILESTONE_KIND_CODES.map((code) => ({ value: code, label: milestoneKindLabel(code) })),
];

export const MILESTONE_KIND_OPTIONS = MILESTONE_KIND_CODES.map((code) => ({ value: code, label: milestoneKindLabel(code) }));

/** An antd Timeline colour per milestone kind; recorded events are grey. */
export const MILESTONE_COLORS: Record<MilestoneKind, string> = {
  funding: 'red',
  patent: 'blue',
  award: 'gold',
  qualification: 'green',
  revenue: 'purple',
};

/** An amount in fen, shown in 元: `12,345,678.90 人民币`. */
export const fenText = (fen: number | null | undefined) => formatMoney(fen === null || fen === undefined ? null : fen / 100);

export const STATE_LABELS: Record<number, string> = { 0: '待审核', 1: '已入驻', 2: '已驳回', 3: '已迁出' };
export const stateLabel = (state: number | null) => (state === null ? '未申请' : (STATE_LABELS[state] ?? '--'));
