// The catalogue of milestones an operator or the company adds to the life tree (table company_milestones): each kind
// and its Chinese label, and the revenue bands a `revenue` milestone names in its title. The only place they are written.
export const MILESTONE_KINDS = {
  /** A funding round; amountFen holds the amount in fen (shown in 元 with 人民币). */
  funding: { label: '融资' },
  patent: { label: '专利' },
  award: { label: '获奖' },
  /** A qualification such as 高新技术企业. */
  qualification: { label: '资质认定' },
  /** The revenue band of one year; the title is a band of REVENUE_BANDS, occurredOn the year's last day. */
  revenue: { label: '年营收' },
} as const;

export type MilestoneKind = keyof typeof MILESTONE_KINDS;

export const MILESTONE_KIND_CODES = Object.keys(MILESTONE_KINDS) as MilestoneKind[];

export const isMilestoneKind = (code: string): code is MilestoneKind => Object.hasOwn(MILESTONE_KINDS, code);

/** The Chinese label of a milestone kind; a code outside the catalogue reads as itself. */
export const milestoneKindLabel = (code: string): string =>
  isMilestoneKind(code) ? MILESTONE_KINDS[code].label : code;

/** Revenue bands of a year, lowest first. */
export const REVENUE_BANDS = [
  '500万以下',
  '500万-2000万',
  '2000万-5000万',
  '5000万-1亿',
  '1亿-5亿',
  '5亿以上',
] as const;

export type RevenueBand = (typeof REVENUE_BANDS)[number];

/** The largest funding amount a milestone may carry: 1,000 亿元 in fen. */
export const MAX_FUNDING_FEN = 10_000_000_000_000;
