// Cash settlement of an agency (spec §7 iv/mechanismCash): the statement of one month's completed cash orders in one
// park, declared once for the server (who may do what, from which state) and the console (which buttons show).

export const SETTLEMENT_STATES = {
  open: '未提交',
  submitted: '待核对',
  returned: '已退回',
  paid: '已付款',
} as const;
export type SettlementState = keyof typeof SETTLEMENT_STATES;
export const SETTLEMENT_STATE_KEYS = Object.keys(SETTLEMENT_STATES) as SettlementState[];

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
export const settlementMonth = (at: Date): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
