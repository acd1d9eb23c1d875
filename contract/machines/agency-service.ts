// An agency's service (DESIGN.md §5): draft → submitted → approved (listed) | rejected (edit and resubmit); approved →
// offline when the agency takes it down (edit and resubmit to list it again). A change to an approved service waits
// for audit as a pending change while the approved service stays listed (approved → approved), like the profile.
import { defineMachine } from './kernel';

export const agencyServiceMachine = defineMachine({
  noun: '服务',
  states: {
    draft: { label: '草稿', tone: 'neutral' },
    submitted: { label: '待审核', tone: 'waiting' },
    approved: { label: '已上架', tone: 'success' },
    rejected: { label: '已驳回', tone: 'danger' },
    offline: { label: '已下架', tone: 'neutral' },
  },
  actions: { save: '保存', submit: '提交审核', edit: '修改', pass: '审核通过', reject: '驳回', withdraw: '撤回', down: '下架' },
  parties: ['agency', 'operator'],
  transitions: [
    { from: null, to: 'draft', action: 'save', who: 'agency' },
    { from: null, to: 'submitted', action: 'submit', who: 'agency' },
    { from: 'draft', to: 'draft', action: 'edit', who: 'agency' },
    { from: 'rejected', to: 'rejected', action: 'edit', who: 'agency' },
    { from: 'offline', to: 'offline', action: 'edit', who: 'agency' },
    { from: 'approved', to: 'approved', action: 'edit', who: 'agency' },
    { from: 'draft', to: 'submitted', action: 'submit', who: 'agency' },
    { from: 'rejected', to: 'submitted', action: 'submit', who: 'agency' },
    { from: 'offline', to: 'submitted', action: 'submit', who: 'agency' },
    { from: 'submitted', to: 'approved', action: 'pass', who: 'operator' },
    { from: 'submitted', to: 'rejected', action: 'reject', who: 'operator' },
    { from: 'approved', to: 'approved', action: 'pass', who: 'operator' },
    { from: 'approved', to: 'approved', action: 'reject', who: 'operator' },
    { from: 'submitted', to: 'draft', action: 'withdraw', who: 'agency' },
    { from: 'approved', to: 'offline', action: 'down', who: 'agency' },
  ],
});

export type ServiceState = (typeof agencyServiceMachine.stateKeys)[number];
