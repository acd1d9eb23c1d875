// Policy pre-application (政策预申报, issue 17 point 4): its states and every allowed transition, declared once and
// read by the server (which refuses anything not listed) and by the console (which shows only the buttons listed).
import { stateLabels, stateTones } from './machines/kernel';
import { preApplyMachine, type PreApplyAction, type PreApplyActor, type PreApplyState } from './machines/pre-apply';

// The lifecycle is the machine in machines/pre-apply.ts; the names below are its plain views, kept for their readers.
export { preApplyMachine, type PreApplyAction, type PreApplyActor, type PreApplyState } from './machines/pre-apply';
export const PRE_APPLY_STATES = stateLabels(preApplyMachine.states);
export const PRE_APPLY_STATE_KEYS = preApplyMachine.stateKeys;

/** Each state's tone (contract/tones.ts), from the machine's table: shown by the console's status tag. */
export const PRE_APPLY_STATE_TONES = stateTones(preApplyMachine.states);
export const PRE_APPLY_ACTIONS = preApplyMachine.actions;
export const PRE_APPLY_ACTION_KEYS = preApplyMachine.actionKeys;

/** The reviewer's three decisions. */
export const PRE_APPLY_DECISIONS = ['pass', 'return', 'reject'] as const;
export type PreApplyDecision = (typeof PRE_APPLY_DECISIONS)[number];

export interface PreApplyTransition {
  /** `new`: the application does not exist yet. */
  from: PreApplyState | 'new';
  to: PreApplyState;
  action: PreApplyAction;
  who: PreApplyActor;
}

const view = (t: (typeof preApplyMachine.transitions)[number]): PreApplyTransition => ({ from: t.from ?? 'new', to: t.to, action: t.action, who: t.who });

export const PRE_APPLY_TRANSITIONS: readonly PreApplyTransition[] = preApplyMachine.transitions.map(view);

/** The transition `who` may make from `from` by `action`, or undefined when it is not allowed. */
export function preApplyTransition(from: PreApplyState | 'new', action: PreApplyAction, who: PreApplyActor): PreApplyTransition | undefined {
  const step = preApplyMachine.step(from === 'new' ? null : from, action, who);
  return step ? view(step) : undefined;
}

/** The actions `who` may take on an application in `state` (the console's buttons). */
export const preApplyActions = (state: PreApplyState, who: PreApplyActor): PreApplyAction[] => preApplyMachine.actionsFor(state, who);

/** The company's save of its form: a draft or a returned one is saved or submitted; a waiting one is edited. */
export function companySaveAction(state: PreApplyState | 'new', submit: boolean): PreApplyAction {
  if (state === 'submitted') return 'edit';
  return submit ? 'submit' : 'save';
}

/** The longest text of a pre-application's statement, and of an opinion or a cancel reason. */
export const PRE_APPLY_STATEMENT_MAX = 2000;
/** What both forms say when the statement is left empty on submit. */
export const PRE_APPLY_STATEMENT_REQUIRED = '请填写申报说明';
export const PRE_APPLY_OPINION_MAX = 500;
export const PRE_APPLY_MAX_ATTACHMENTS = 10;
