import { Tag } from 'antd';
import { PRE_APPLY_STATES, PRE_APPLY_STATE_KEYS, type PreApplyState } from '@contract/pre-apply-states';

const COLORS: Record<PreApplyState, string> = {
  draft: 'default',
  submitted: 'processing',
  returned: 'warning',
  passed: 'success',
  rejected: 'error',
  cancelled: 'default',
};

export function PreApplyStateTag({ state }: { state: PreApplyState }) {
  return <Tag color={COLORS[state]}>{PRE_APPLY_STATES[state]}</Tag>;
}

/** The state filter's options, in the order of the contract. */
export const STATE_OPTIONS = PRE_APPLY_STATE_KEYS.map((key) => ({ label: PRE_APPLY_STATES[key], value: key }));
