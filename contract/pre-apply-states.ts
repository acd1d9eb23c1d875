// Policy pre-application (政策预申报, issue 17 point 4): its states and every allowed transition, declared once and
// read by the server (which refuses anything not listed) and by the console (which shows only the buttons listed).
import type { Tone } from './tones';

export const PRE_APPLY_STATES = {
  draft: '草稿',
  submitted: '待审核',
  returned: '退回修改',
  passed: '已通过',
  rejected: '已驳回',
  cancelled: '已取消',
} as const;
export type PreApplyState = keyof typeof PRE_APPLY_STATES;
export const PRE_APPLY_STATE_KEYS = Object.keys(PRE_APPLY_STATES) as PreApplyState[];

/** Each state's tone (contract/tones.ts), shown by the console's status tag. */
export const PRE_APPLY_STATE_TONES: Record<PreApplyState, Tone> = {
  draft: 'neutral',
  submitted: 'waiting',
  returned: 'danger',
  passed: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/** What moves an application; the history shows these labels. */
export const PRE_APPLY_ACTIONS = {
  save: '保存草稿',
  submit: '提交申报',
  edit: '修改材料',
  pass: '通过',
  return: '退回修改',
  reject: '驳回',
  cancel: '取消申报',
} as const;
export type PreApplyAction = keyof typeof PRE_APPLY_ACTIONS;
export const PRE_APPLY_ACTION_KEYS = Object.keys(PRE_APPLY_ACTIONS) as PreApplyAction[];

/** The reviewer's three decisions. */
export const PRE_APPLY_DECISIONS = ['pass', 'return', 'reject'] as const;
export type PreApplyDecision = (typeof PRE_APPLY_DECISIONS)[number];

/** `company`: the applying company (front); `park`: an operator of its park holding the pre-check privilege. */
export type PreApplyActor = 'company' | 'park';

export interface PreApplyTransition {
  /** `new`: the application does not exist yet. */
  from: PreApplyState | 'new';
  to: PreApplyState;
  action: PreApplyAction;
  who: PreApplyActor;
}

export const PRE_APPLY_TRANSITIONS: readonly PreApplyTransition[] = [
  { from: 'new', to: 'draft', action: 'save', who: 'company' },
  { from: 'new', to: 'submitted', action: 'submit', who: 'company' },
  { from: 'draft', to: 'draft', action: 'save', who: 'company' },
  { from: 'draft', to: 'submitted', action: 'submit', who: 'company' },
  // Waiting for review the company may still change its material; it stays waiting.
  { from: 'submitted', to: 'submitted', action: 'edit', who: 'company' },
  { from: 'returned', to: 'returned', action: 'save', who: 'company' },
  { from: 'returned', to: 'submitted', action: 'submit', who: 'company' },
  { from: 'submitted', to: 'passed', action: 'pass', who: 'park' },
  { from: 'submitted', to: 'returned', action: 'return', who: 'park' },
  { from: 'submitted', to: 'rejected', action: 'reject', who: 'park' },
  { from: 'draft', to: 'cancelled', action: 'cancel', who: 'company' },
  { from: 'submitted', to: 'cancelled', action: 'cancel', who: 'company' },
  { from: 'returned', to: 'cancelled', action: 'cancel', who: 'company' },
];

/** The transition `who` may make from `from` by `action`, or undefined when it is not allowed. */
export function preApplyTransition(from: PreApplyState | 'new', action: PreApplyAction, who: PreApplyActor): PreApplyTransition | undefined {
  return PRE_APPLY_TRANSITIONS.find((t) => t.from === from && t.action === action && t.who === who);
}

/** The actions `who` may take on an application in `state` (the console's buttons). */
export function preApplyActions(state: PreApplyState, who: PreApplyActor): PreApplyAction[] {
  return PRE_APPLY_TRANSITIONS.filter((t) => t.from === state && t.who === who).map((t) => t.action);
}

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
