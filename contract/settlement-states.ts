// Cash settlement of an agency (spec §7 iv/mechanismCash): the statement of one month's completed cash orders in one
// park, declared once for the server (who may do what, from which state) and the console (which buttons show).
import { parkMonth } from './park-calendar';
import { ALLOWED, refuse, type Verdict } from './verdict';
import type { Tone } from './tones';

export const SETTLEMENT_STATES = {
  open: '未提交',
  submitted: '待核对',
  returned: '已退回',
  paid: '已付款',
} as const;
export type SettlementState = keyof typeof SETTLEMENT_STATES;
export const SETTLEMENT_STATE_KEYS = Object.keys(SETTLEMENT_STATES) as SettlementState[];

/** Each state's tone (contract/tones.ts), shown by the console's status tag. */
export const SETTLEMENT_STATE_TONES: Record<SettlementState, Tone> = {
  open: 'neutral',
  submitted: 'waiting',
  returned: 'danger',
  paid: 'success',
};

export const SETTLEMENT_ACTIONS = {
  submit: '提交结算',
  pay: '确认付款',
  return: '退回',
} as const;
export type SettlementAction = keyof typeof SETTLEMENT_ACTIONS;

export type SettlementParty = 'agency' | 'operator';

interface SettlementTransition {
  action: SettlementAction;
  by: SettlementParty;
  from: readonly SettlementState[];
  to: SettlementState;
}

export const SETTLEMENT_TRANSITIONS: readonly SettlementTransition[] = [
  { action: 'submit', by: 'agency', from: ['open', 'returned'], to: 'submitted' },
  { action: 'pay', by: 'operator', from: ['submitted'], to: 'paid' },
  { action: 'return', by: 'operator', from: ['submitted'], to: 'returned' },
];

/** Completed orders join the statement of their month while it is still the agency's to edit. */
export const GATHERING_STATES: readonly SettlementState[] = ['open', 'returned'];

export const findSettlementStep = (state: string, party: SettlementParty, action: SettlementAction) =>
  SETTLEMENT_TRANSITIONS.find((t) => t.action === action && t.by === party && (t.from as readonly string[]).includes(state)) ?? null;

export const settlementActions = (state: string, party: SettlementParty): SettlementAction[] =>
  SETTLEMENT_TRANSITIONS.filter((t) => t.by === party && (t.from as readonly string[]).includes(state)).map((t) => t.action);

/** The month a moment falls in, in China time (statements are per calendar month there): 'YYYY-MM'. */
export const settlementMonth = (at: Date): string => parkMonth(at);

/** What a step needs to know of the statement. */
export interface SettlementPosition {
  state: string;
  month: string;
  orderCount: number;
}

/**
 * Whether `party` can take `action` on the statement at `now`: the state table, then what the step itself needs. The
 * server refuses with the reason; the console disables the button with it.
 */
export function settlementVerdict(statement: SettlementPosition, party: SettlementParty, action: SettlementAction, now: Date): Verdict {
  if (!findSettlementStep(statement.state, party, action)) {
    return refuse(`${SETTLEMENT_STATES[statement.state as SettlementState] ?? statement.state}的结算单不能${SETTLEMENT_ACTIONS[action]}`);
  }
  if (action !== 'submit') return ALLOWED;
  // A month's statement is complete only once the month is over: submitting it earlier would leave later orders out.
  if (statement.month >= parkMonth(now)) return refuse('本月结束后才能提交结算单');
  if (statement.orderCount === 0) return refuse('结算单没有订单，不能提交');
  return ALLOWED;
}

/** The agency's 提交结算. */
export const canSubmitSettlement = (statement: SettlementPosition, now: Date): Verdict => settlementVerdict(statement, 'agency', 'submit', now);
