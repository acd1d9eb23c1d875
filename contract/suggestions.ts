// Company suggestions (spec §7 v1/admin/ps/aspirations; issue 14 point 5): categories, states and the transitions
// each operator action makes. The only place these codes and labels are written; both sides read them.
import type { Tone } from './tones';

export const SUGGESTION_CATEGORIES = {
  property: '物业服务',
  facility: '配套设施',
  policy: '政策咨询',
  finance: '融资需求',
  talent: '人才招聘',
  safety: '安全环保',
  other: '其他',
} as const;
export type SuggestionCategory = keyof typeof SUGGESTION_CATEGORIES;
export const SUGGESTION_CATEGORY_KEYS = Object.keys(SUGGESTION_CATEGORIES) as SuggestionCategory[];

/** submitted → assigned (to a colleague) → replied → closed; a reply or close may come straight from submitted. */
export const SUGGESTION_STATES = {
  submitted: '待处理',
  assigned: '处理中',
  replied: '已回复',
  closed: '已关闭',
} as const;
export type SuggestionState = keyof typeof SUGGESTION_STATES;
export const SUGGESTION_STATE_KEYS = Object.keys(SUGGESTION_STATES) as SuggestionState[];

/** Each state's tone (contract/tones.ts), shown by the console's status tag. */
export const SUGGESTION_STATE_TONES: Record<SuggestionState, Tone> = {
  submitted: 'waiting',
  assigned: 'active',
  replied: 'success',
  closed: 'neutral',
};

export type SuggestionAction = 'assign' | 'reply' | 'close';

export const SUGGESTION_TRANSITIONS: Record<SuggestionAction, { from: readonly SuggestionState[]; to: SuggestionState; label: string }> = {
  assign: { from: ['submitted', 'assigned'], to: 'assigned', label: '指派' },
  reply: { from: ['submitted', 'assigned'], to: 'replied', label: '回复' },
  close: { from: ['submitted', 'assigned', 'replied'], to: 'closed', label: '关闭' },
};

export const mayAct = (action: SuggestionAction, state: string): boolean =>
  (SUGGESTION_TRANSITIONS[action].from as readonly string[]).includes(state);

export const SUGGESTION_TEXT_MAX = 2000;
export const SUGGESTION_REPLY_MAX = 2000;
