// The catalogue of a company's check-in states (companies.state, DESIGN.md §5): each state's code and Chinese label.
// null not applied → 0 submitted → 1 settled | 2 rejected (edit and resubmit) → 3 moved out. The only place the
// codes and labels are written; screens, the server and the export name a state by its key. Each has its tone
// (contract/tones.ts) for the console's status tag.
import type { Tone } from './tones';

export const COMPANY_STATES = {
  notApplied: { code: null, label: '未申请入驻', tone: 'neutral' },
  submitted: { code: 0, label: '待审核', tone: 'waiting' },
  settled: { code: 1, label: '已入驻', tone: 'success' },
  rejected: { code: 2, label: '已驳回', tone: 'danger' },
  movedOut: { code: 3, label: '已迁出', tone: 'neutral' },
} as const satisfies Record<string, { code: number | null; label: string; tone: Tone }>;

export type CompanyStateKey = keyof typeof COMPANY_STATES;
export type CompanyStateCode = (typeof COMPANY_STATES)[CompanyStateKey]['code'];

export const COMPANY_STATE_KEYS = Object.keys(COMPANY_STATES) as CompanyStateKey[];

/** The key of a stored state; an unknown code reads as not applied. */
export const companyStateKey = (code: number | null): CompanyStateKey =>
  COMPANY_STATE_KEYS.find((key) => COMPANY_STATES[key].code === code) ?? 'notApplied';

/** The Chinese label of a stored state. */
export const companyStateLabel = (code: number | null): string => COMPANY_STATES[companyStateKey(code)].label;
