import { StatusTag } from '@/components/status-tag/status-tag';
import { PRE_APPLY_STATE_TONES, PRE_APPLY_STATES, PRE_APPLY_STATE_KEYS, type PreApplyState } from '@contract/pre-apply-states';

export function PreApplyStateTag({ state }: { state: PreApplyState }) {
  return <StatusTag tone={PRE_APPLY_STATE_TONES[state]}>{PRE_APPLY_STATES[state]}</StatusTag>;
}

/** The state filter's options, in the order of the contract; `word` gives them in the reader's language. */
export const stateOptions = (word: (word: string) => string) => PRE_APPLY_STATE_KEYS.map((key) => ({ label: word(PRE_APPLY_STATES[key]), value: key }));
