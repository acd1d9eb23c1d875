// A service agency's profile (DESIGN.md §5): made incomplete when the agency first opens it, submitted for audit, then
// approved (listed) or rejected (edit and resubmit). A change to an approved profile waits for audit as a pending
// change while the approved one stays in force: approved → approved. The operator may correct a profile in any state.
import { defineMachine } from './kernel';

export const agencyProfileMachine = defineMachine({
  noun: '机构信息',
  states: {
    incomplete: { label: '待完善', tone: 'neutral' },
    submitted: { label: '待审核', tone: 'waiting' },
    approved: { label: '已通过', tone: 'success' },
    rejected: { label: '已驳回', tone: 'danger' },
  },
  actions: { open: '开通', submit: '提交审核', pass: '审核通过', reject: '驳回', correct: '修改' },
  parties: ['agency', 'operator'],
  transitions: [
    { from: null, to: 'incomplete', action: 'open', who: 'agency' },
    { from: 'incomplete', to: 'submitted', action: 'submit', who: 'agency' },
    { from: 'rejected', to: 'submitted', action: 'submit', who: 'agency' },
    { from: 'approved', to: 'approved', action: 'submit', who: 'agency' },
    { from: 'submitted', to: 'approved', action: 'pass', who: 'operator' },
    { from: 'submitted', to: 'rejected', action: 'reject', who: 'operator' },
    { from: 'approved', to: 'approved', action: 'pass', who: 'operator' },
    { from: 'approved', to: 'approved', action: 'reject', who: 'operator' },
    { from: 'incomplete', to: 'incomplete', action: 'correct', who: 'operator' },
    { from: 'submitted', to: 'submitted', action: 'correct', who: 'operator' },
    { from: 'approved', to: 'approved', action: 'correct', who: 'operator' },
    { from: 'rejected', to: 'rejected', action: 'correct', who: 'operator' },
  ],
});

export type AgencyState = (typeof agencyProfileMachine.stateKeys)[number];
