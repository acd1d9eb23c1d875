// Service vouchers (DESIGN.md §5, issue 17): the states of a voucher and of an application to a batch, declared once and
// read by the server's conditional updates and the console's labels. The only place these codes and labels are written.
import { isKeyOf, keysOf, stateTones } from './machines/kernel';
import { voucherMachine } from './machines/voucher';
import type { Tone } from './tones';

/**
 * active → committed (spent on an order) → used (redeemed); active → recalled (by the operator, with a reason).
 * `expired` is never stored: an active voucher past its batch's expiry reads as expired and can no longer be spent.
 */
export const VOUCHER_STATES = {
  active: voucherMachine.states.active.label,
  committed: voucherMachine.states.committed.label,
  used: voucherMachine.states.used.label,
  expired: '已过期',
  recalled: voucherMachine.states.recalled.label,
} as const;
export type VoucherState = keyof typeof VOUCHER_STATES;
export const VOUCHER_STATE_KEYS = keysOf(VOUCHER_STATES);
export const isVoucherState = (value: unknown): value is VoucherState => isKeyOf(VOUCHER_STATES, value);
// The stored states and their transitions are the machine in machines/voucher.ts.
export { voucherMachine, type StoredVoucherState } from './machines/voucher';

/** Each state's tone (contract/tones.ts): the stored ones from the machine's table; an expired voucher is at rest. */
export const VOUCHER_STATE_TONES: Record<VoucherState, Tone> = { ...stateTones(voucherMachine.states), expired: 'neutral' };

const only = (action: 'commit' | 'release' | 'redeem' | 'recall') => {
  const row = voucherMachine.transitions.find((t) => t.action === action);
  return { from: row?.from ?? 'active', to: row?.to ?? 'active' };
};
/** Which stored state each transition leaves from and goes to. */
export const VOUCHER_TRANSITIONS = { commit: only('commit'), release: only('release'), redeem: only('redeem'), recall: only('recall') } as const;

/** submitted → passed (vouchers issued) | rejected (with a reason the company reads). */
export const APPLICATION_STATES = {
  submitted: '待审核',
  passed: '已发放',
  rejected: '已驳回',
} as const;
export type ApplicationState = keyof typeof APPLICATION_STATES;
export const APPLICATION_STATE_KEYS = keysOf(APPLICATION_STATES);
export const isApplicationState = (value: unknown): value is ApplicationState => isKeyOf(APPLICATION_STATES, value);

/** Each state's tone (contract/tones.ts), shown by the console's status tag. */
export const APPLICATION_STATE_TONES: Record<ApplicationState, Tone> = {
  submitted: 'waiting',
  passed: 'success',
  rejected: 'danger',
};

/** Where a batch stands today: before, inside or after its application window, or past its expiry. */
export const BATCH_PHASES = { upcoming: '未开始', open: '申领中', closed: '申领结束', expired: '已过期' } as const;
export type BatchPhase = keyof typeof BATCH_PHASES;
export const BATCH_PHASE_KEYS = Object.keys(BATCH_PHASES) as BatchPhase[];

/** Each phase's tone (contract/tones.ts), shown by the console's status tag. */
export const BATCH_PHASE_TONES: Record<BatchPhase, Tone> = {
  upcoming: 'neutral',
  open: 'active',
  closed: 'neutral',
  expired: 'neutral',
};

/** A batch's budget and face value: at most 10^9 元 in fen keeps every sum an exact integer. */
export const MAX_BUDGET_FEN = 100_000_000_000;
export const MAX_QUOTA = 100;
export const MAX_SETTLEMENT_WINDOWS = 12;

/** What a company scores a voucher order on (1–5 each) when it confirms the work, declared once for form and server. */
export const VOUCHER_SCORE_ITEMS = {
  quality: '服务质量',
  timeliness: '交付及时',
  attitude: '服务态度',
} as const;
export type VoucherScoreItem = keyof typeof VOUCHER_SCORE_ITEMS;
export const VOUCHER_SCORE_ITEM_KEYS = Object.keys(VOUCHER_SCORE_ITEMS) as VoucherScoreItem[];

/** The overall grade the company gives with its scores. */
export const VOUCHER_GRADES = { A: '优秀', B: '良好', C: '合格', D: '不合格' } as const;
export type VoucherGrade = keyof typeof VOUCHER_GRADES;
export const VOUCHER_GRADE_KEYS = Object.keys(VOUCHER_GRADES) as VoucherGrade[];
