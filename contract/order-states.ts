// The one order state machine (DESIGN.md §5, issue 16): every order kind runs through these states, and every
// transition is a row of ORDER_TRANSITIONS. The server reads it to decide who may do what from which state; the
// console reads it to decide which buttons show. The only place these states, actions and labels are written.
import { keysOf, stateLabels, stateTones } from './machines/kernel';
import { orderMachine, type OrderAction, type OrderKind, type OrderParty, type OrderProvider, type OrderState } from './machines/order';

// The machine itself is machines/order.ts; the names below are its plain views, kept for their readers.
export { orderMachine, ORDER_PROVIDERS, type OrderAction, type OrderKind, type OrderParty, type OrderProvider, type OrderState, type OrderStep } from './machines/order';

/** Order kinds. A kind added later (the voucher) adds its key here and its rows to the machine. */
export const ORDER_KINDS = {
  service: '服务申请',
  policy: '政策申请',
  voucher: '服务券订单',
} as const satisfies Record<OrderKind, string>;
export const ORDER_KIND_KEYS = keysOf(ORDER_KINDS);

export const ORDER_STATES = stateLabels(orderMachine.states);
export const ORDER_STATE_KEYS = orderMachine.stateKeys;

/** Each state's tone (contract/tones.ts), shown by the console's status tag. */
export const ORDER_STATE_TONES = stateTones(orderMachine.states);

/** Where a kind reads a state differently (a policy application passes review rather than completes). */
const KIND_STATE_LABELS: Record<OrderKind, Partial<Record<OrderState, string>>> = {
  service: {},
  policy: { submitted: '待审核', completed: '审核通过', rejected: '审核驳回' },
  voucher: { submitted: '待签合同', completed: '已确认待核销' },
};

const isKind = (kind: string): kind is OrderKind => Object.hasOwn(ORDER_KINDS, kind);

export const orderStateLabel = (kind: string, state: string): string =>
  (isKind(kind) && orderMachine.isState(state) ? KIND_STATE_LABELS[kind][state] : undefined) ?? orderMachine.stateLabel(state);

/** States no transition leaves. */
export const FINAL_STATES: readonly OrderState[] = ['completed', 'cancelled', 'rejected', 'declined', 'redeemed'];
/** States in which the provider still owes work: the agency's open load. */
export const OPEN_STATES: readonly OrderState[] = ['assigned', 'accepted', 'inService'];

const { apply: _apply, ...actionsOnOrders } = orderMachine.actions;
/** The actions on an existing order with their labels (applying is the machine's creation). */
export const ORDER_ACTIONS: Readonly<Record<OrderAction, string>> = actionsOnOrders;
export const ORDER_ACTION_KEYS = keysOf(ORDER_ACTIONS);

/** The parties of an order: the applying company, the park's operators, the agency it is routed to. */
export const ORDER_PARTIES = { company: '企业', operator: '园区', agency: '服务机构' } as const satisfies Record<OrderParty, string>;

export interface OrderTransition {
  from: OrderState;
  to: OrderState;
  action: OrderAction;
  who: OrderParty;
  kinds: readonly OrderKind[];
  /** Only while the order's provider is this one (an operator delivers only what no agency was given). */
  provider?: OrderProvider;
  /** The action needs a reason the other party reads. */
  reason?: boolean;
}

type MachineRow = (typeof orderMachine.transitions)[number];
const isStep = (t: MachineRow): t is MachineRow & { from: OrderState; action: OrderAction } => t.from !== null && t.action !== 'apply';

const view = (t: MachineRow & { from: OrderState; action: OrderAction }): OrderTransition => ({
  from: t.from,
  to: t.to,
  action: t.action,
  who: t.who,
  kinds: t.when?.kind ?? ORDER_KIND_KEYS,
  ...(t.when?.provider?.[0] ? { provider: t.when.provider[0] } : {}),
  ...(t.reason ? { reason: true } : {}),
});

/** Every step on an existing order, in the plain shape older readers use. */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = orderMachine.transitions.filter(isStep).map(view);

export interface OrderPosition {
  kind: string;
  state: string;
  provider: OrderProvider;
}

/** The transition `who` may take with `action` from where the order stands, or null when it may not. */
export function findTransition(order: OrderPosition, who: OrderParty, action: OrderAction): OrderTransition | null {
  if (!isKind(order.kind)) return null;
  const step = orderMachine.step(order.state, action, who, { kind: order.kind, provider: order.provider });
  return step && isStep(step) ? view(step) : null;
}

/** Every action `who` may take now: the buttons the console shows. */
export function allowedActions(order: OrderPosition, who: OrderParty): OrderAction[] {
  return ORDER_ACTION_KEYS.filter((action) => findTransition(order, who, action) !== null);
}

/** The largest amount of one receipt, in fen (ten million yuan). */
export const ORDER_AMOUNT_MAX_FEN = 1_000_000_000;
/** The longest needs, progress note or reason. */
export const ORDER_NOTE_MAX = 500;
