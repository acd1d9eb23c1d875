// An agency's cash settlement of one month in one park (spec §7 iv/mechanismCash): made when its first completed cash
// order is gathered, submitted by the agency once the month is over, paid or returned by the park's operator.
import { defineMachine } from './kernel';

export const settlementMachine = defineMachine({
  noun: '结算单',
  states: {
    open: { label: '未提交', tone: 'neutral' },
    submitted: { label: '待核对', tone: 'waiting' },
    returned: { label: '已退回', tone: 'danger' },
    paid: { label: '已付款', tone: 'success' },
  },
  actions: { gather: '生成结算单', submit: '提交结算', pay: '确认付款', return: '退回' },
  // `platform`: the server itself, gathering a completed cash order into its month's statement.
  parties: ['platform', 'agency', 'operator'],
  transitions: [
    { from: null, to: 'open', action: 'gather', who: 'platform' },
    { from: 'open', to: 'submitted', action: 'submit', who: 'agency' },
    { from: 'returned', to: 'submitted', action: 'submit', who: 'agency' },
    { from: 'submitted', to: 'paid', action: 'pay', who: 'operator' },
    { from: 'submitted', to: 'returned', action: 'return', who: 'operator' },
  ],
});

export type SettlementState = (typeof settlementMachine.stateKeys)[number];
