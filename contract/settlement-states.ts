// Cash settlement of an agency (spec §7 iv/mechanismCash): the statement of one month's completed cash orders in one
// park, declared once for the server (who may do what, from which state) and the console (which buttons show).
import { parkMonth } from './park-calendar';
import { keysOf, stateLabels, stateTones } from './machines/kernel';
import { settlementMachine, type SettlementState } from './machines/settlement';
import { ALLOWED, refuse, type Verdict } from './verdict';

// The lifecycle is the machine in machines/settlement.ts; the names below are its plain views, kept for their readers.
export { settlementMachine, type SettlementState } from './machines/settlement';
export const SETTLEMENT_STATES = stateLabels(settlementMachine.states);
export const SETTLEMENT_STATE_KEYS = settlementMachine.stateKeys;

/** Each state's tone (contract/tones.ts), shown by the console's status tag. */
export const SETTLEMENT_STATE_TONES = stateTones(settlementMachine.states);

export const SETTLEMENT_ACTIONS = {
  submit: settlementMachine.actions.submit,
  pay: settlementMachine.actions.pay,
  return: settlementMachine.actions.return,
} as const;
/** What a party does to an existing statement (gathering is the server's own). */
export type SettlementAction = keyof typeof SETTLEMENT_ACTIONS;
export const SETTLEMENT_ACTION_KEYS = keysOf(SETTLEMENT_ACTIONS);

export const SETTLEMENT_PARTIES = ['agency', 'operator'] as const;
export type SettlementParty = (typeof SETTLEMENT_PARTIES)[number];

/** Completed orders join the statement of their month while it is still the agency's to edit. */
export const GATHERING_STATES: readonly SettlementState[] = ['open', 'returned'];

export const findSettlementStep = (state: string, party: SettlementParty, action: SettlementAction) => settlementMachine.step(state, action, party);

export const settlementActions = (state: string, party: SettlementParty): SettlementAction[] =>
  keysOf(SETTLEMENT_ACTIONS).filter((action) => findSettlementStep(state, party, action) !== null);

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
  const byTable = settlementMachine.verdict(statement.state, action, party);
  if (!byTable.ok) return refuse(byTable.reason);
  if (action !== 'submit') return ALLOWED;
  // A month's statement is complete only once the month is over: submitting it earlier would leave later orders out.
  if (statement.month >= parkMonth(now)) return refuse('本月结束后才能提交结算单');
  if (statement.orderCount === 0) return refuse('结算单没有订单，不能提交');
  return ALLOWED;
}

/** The agency's 提交结算. */
export const canSubmitSettlement = (statement: SettlementPosition, now: Date): Verdict => settlementVerdict(statement, 'agency', 'submit', now);
