// A service consultation's lifecycle (issue 16 point 1–2, DESIGN.md §5): a company asks (open), the park or the agency
// it was handed to answers, the company may follow up, and the company or the park closes it. Handing to an agency is
// a fact beside the state, not a state: it leaves the state as it is. The parties are host kinds; an agency acts only
// on what was handed to it (the server's party check).
import { defineMachine } from './kernel';

export const consultationMachine = defineMachine({
  noun: '咨询',
  states: {
    open: { label: '待答复', tone: 'waiting', waitsOnPark: true },
    answered: { label: '已答复', tone: 'success', waitsOnPark: false },
    followUp: { label: '追问待答复', tone: 'waiting', waitsOnPark: true },
    closed: { label: '已关闭', tone: 'neutral', waitsOnPark: false },
  },
  actions: { ask: '提问', reply: '答复', followUp: '追问', hand: '转交机构', close: '关闭' },
  parties: ['front', 'manage', 'agent'],
  transitions: [
    { from: null, to: 'open', action: 'ask', who: 'front' },
    { from: 'open', to: 'answered', action: 'reply', who: 'manage' },
    { from: 'open', to: 'answered', action: 'reply', who: 'agent' },
    { from: 'followUp', to: 'answered', action: 'reply', who: 'manage' },
    { from: 'followUp', to: 'answered', action: 'reply', who: 'agent' },
    { from: 'answered', to: 'followUp', action: 'followUp', who: 'front' },
    { from: 'open', to: 'open', action: 'hand', who: 'manage' },
    { from: 'followUp', to: 'followUp', action: 'hand', who: 'manage' },
    { from: 'open', to: 'closed', action: 'close', who: 'front' },
    { from: 'open', to: 'closed', action: 'close', who: 'manage' },
    { from: 'answered', to: 'closed', action: 'close', who: 'front' },
    { from: 'answered', to: 'closed', action: 'close', who: 'manage' },
    { from: 'followUp', to: 'closed', action: 'close', who: 'front' },
    { from: 'followUp', to: 'closed', action: 'close', who: 'manage' },
  ],
  refusal: (state, action, noun, from) => (from === 'closed' ? `该${noun}已关闭` : `${state}的${noun}不能${action}`),
});

export type ConsultationState = (typeof consultationMachine.stateKeys)[number];
/** What a party does to an existing consultation (asking creates one). */
export type ConsultationAction = Exclude<(typeof consultationMachine.actionKeys)[number], 'ask'>;
