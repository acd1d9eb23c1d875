// Company suggestions (spec §7 v1/admin/ps/aspirations; issue 14 point 5): categories, states and the transitions
// each operator action makes. The only place these codes and labels are written; both sides read them.
import { stateLabels, stateTones } from './machines/kernel';
import { suggestionMachine, type SuggestionAction, type SuggestionState } from './machines/suggestion';

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

// The lifecycle is the machine in machines/suggestion.ts; the names below are its plain views, kept for their readers.
export { suggestionMachine, type SuggestionAction, type SuggestionState } from './machines/suggestion';

export const SUGGESTION_STATES = stateLabels(suggestionMachine.states);
export const SUGGESTION_STATE_KEYS = suggestionMachine.stateKeys;

/** Each state's tone (contract/tones.ts), from the machine's table: shown by the console's status tag. */
export const SUGGESTION_STATE_TONES = stateTones(suggestionMachine.states);

/** Each operator action: the states it leaves from, the one it goes to, its label. */
function actionRule(action: SuggestionAction): { from: readonly SuggestionState[]; to: SuggestionState; label: string } {
  const rows = suggestionMachine.transitions.filter((t) => t.action === action);
  return { from: rows.flatMap((t) => (t.from ? [t.from] : [])), to: rows[0]?.to ?? 'submitted', label: suggestionMachine.actionLabel(action) };
}

/** Each operator action: the states it leaves from, the one it goes to, its label. */
export const SUGGESTION_TRANSITIONS: Record<SuggestionAction, ReturnType<typeof actionRule>> = {
  assign: actionRule('assign'),
  reply: actionRule('reply'),
  close: actionRule('close'),
};

export const mayAct = (action: SuggestionAction, state: string): boolean => suggestionMachine.step(state, action, 'operator') !== null;

export const SUGGESTION_TEXT_MAX = 2000;
export const SUGGESTION_REPLY_MAX = 2000;
