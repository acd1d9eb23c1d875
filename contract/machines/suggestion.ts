// A company suggestion's lifecycle (spec §7 v1/admin/ps/aspirations; issue 14 point 5): submitted → assigned (to a
// colleague) → replied → closed; a reply or close may come straight from submitted.
import { defineMachine } from './kernel';

export const suggestionMachine = defineMachine({
  noun: '诉求',
  states: {
    submitted: { label: '待处理', tone: 'waiting' },
    assigned: { label: '处理中', tone: 'active' },
    replied: { label: '已回复', tone: 'success' },
    closed: { label: '已关闭', tone: 'neutral' },
  },
  actions: { submit: '提交', assign: '指派', reply: '回复', close: '关闭' },
  parties: ['company', 'operator'],
  transitions: [
    { from: null, to: 'submitted', action: 'submit', who: 'company' },
    { from: 'submitted', to: 'assigned', action: 'assign', who: 'operator' },
    { from: 'assigned', to: 'assigned', action: 'assign', who: 'operator' },
    { from: 'submitted', to: 'replied', action: 'reply', who: 'operator' },
    { from: 'assigned', to: 'replied', action: 'reply', who: 'operator' },
    { from: 'submitted', to: 'closed', action: 'close', who: 'operator' },
    { from: 'assigned', to: 'closed', action: 'close', who: 'operator' },
    { from: 'replied', to: 'closed', action: 'close', who: 'operator' },
  ],
});

export type SuggestionState = (typeof suggestionMachine.stateKeys)[number];
export type SuggestionAction = Exclude<(typeof suggestionMachine.actionKeys)[number], 'submit'>;
