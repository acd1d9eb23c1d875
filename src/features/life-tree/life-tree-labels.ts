import { companyEventLabel, COMPANY_EVENT_KIND_CODES } from '@contract/company-events';
import { milestoneKindLabel, MILESTONE_KIND_CODES, type MilestoneKind } from '@contract/company-milestones';
import { formatMoney } from '@/lib/money';
import { companyStateLabel } from '@contract/company-states';

type Word = (word: string) => string;

/** The timeline's kind filter: what the platform recorded, then what people added (the contract's words through `word`). */
export const kindFilterOptions = (word: Word) => [
  ...COMPANY_EVENT_KIND_CODES.map((code) => ({ value: code, label: word(companyEventLabel(code)) })),
  ...MILESTONE_KIND_CODES.map((code) => ({ value: code, label: word(milestoneKindLabel(code)) })),
];

export const milestoneKindOptions = (word: Word) => MILESTONE_KIND_CODES.map((code) => ({ value: code, label: word(milestoneKindLabel(code)) }));

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

/** A company's check-in state in words: the contract's through `word`, `notApplied` before any application. */
export const stateLabel = (state: number | null, word: Word, notApplied: string) => (state === null ? notApplied : word(companyStateLabel(state)));
