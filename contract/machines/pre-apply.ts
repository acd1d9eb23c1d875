// A policy pre-application's lifecycle (政策预申报, issue 17 point 4): the company saves or submits it, may change its
// material while it waits, and cancels it until decided; an operator of its park passes, returns or rejects it.
import { defineMachine } from './kernel';

export const preApplyMachine = defineMachine({
  noun: '预申报',
  states: {
    draft: { label: '草稿', tone: 'neutral' },
    submitted: { label: '待审核', tone: 'waiting' },
    returned: { label: '退回修改', tone: 'danger' },
    passed: { label: '已通过', tone: 'success' },
    rejected: { label: '已驳回', tone: 'danger' },
    cancelled: { label: '已取消', tone: 'neutral' },
  },
  /** What moves an application; the history shows these labels. */
  actions: { save: '保存草稿', submit: '提交申报', edit: '修改材料', pass: '通过', return: '退回修改', reject: '驳回', cancel: '取消申报' },
  /** `company`: the applying company (front); `park`: an operator of its park holding the pre-check privilege. */
  parties: ['company', 'park'],
  transitions: [
    { from: null, to: 'draft', action: 'save', who: 'company' },
    { from: null, to: 'submitted', action: 'submit', who: 'company' },
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
  ],
  refusal: (state, action, noun) => `该${noun}${state}，不能${action}`,
});

export type PreApplyState = (typeof preApplyMachine.stateKeys)[number];
export type PreApplyAction = (typeof preApplyMachine.actionKeys)[number];
export type PreApplyActor = (typeof preApplyMachine.parties)[number];
