// A service voucher's lifecycle (DESIGN.md §5, issue 17): issued active when its application passes, committed when
// spent on an order, back to active when that order is cancelled or declined, used when the order is redeemed;
// recalled by the operator while active. `expired` is never stored: an active voucher past its batch's expiry reads
// as expired (contract/vouchers.ts) and can no longer be spent.
import { defineMachine } from './kernel';

export const voucherMachine = defineMachine({
  noun: '服务券',
  states: {
    active: { label: '可使用', tone: 'success' },
    committed: { label: '已占用', tone: 'active' },
    used: { label: '已核销', tone: 'neutral' },
    recalled: { label: '已收回', tone: 'danger' },
  },
  actions: { issue: '发放', commit: '使用', release: '释放', redeem: '核销', recall: '收回' },
  // `platform`: the server itself, moving the voucher with its order (committed with the spend, released when the
  // order is cancelled or declined, used when it is redeemed).
  parties: ['operator', 'platform'],
  transitions: [
    { from: null, to: 'active', action: 'issue', who: 'operator' },
    { from: 'active', to: 'committed', action: 'commit', who: 'platform' },
    { from: 'committed', to: 'active', action: 'release', who: 'platform' },
    { from: 'committed', to: 'used', action: 'redeem', who: 'platform' },
    { from: 'active', to: 'recalled', action: 'recall', who: 'operator' },
  ],
});

/** The states a row stores; `expired` is derived from the expiry date. */
export type StoredVoucherState = (typeof voucherMachine.stateKeys)[number];
