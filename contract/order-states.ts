// The one order state machine (DESIGN.md §5, issue 16): every order kind runs through these states, and every
// transition is a row of ORDER_TRANSITIONS. The server reads it to decide who may do what from which state; the
// console reads it to decide which buttons show. The only place these states, actions and labels are written.
import type { Tone } from './tones';

/** Order kinds. A kind added later (the voucher) adds its key here and its rows to ORDER_TRANSITIONS. */
export const ORDER_KINDS = {
  service: '服务申请',
  policy: '政策申请',
  voucher: '服务券订单',
} as const;
export type OrderKind = keyof typeof ORDER_KINDS;
export const ORDER_KIND_KEYS = Object.keys(ORDER_KINDS) as OrderKind[];

export const ORDER_STATES = {
  submitted: '待受理',
  assigned: '已指派',
  accepted: '已受理',
  inService: '服务中',
  delivered: '已交付',
  completed: '已完成',
  cancelled: '已取消',
  rejected: '已驳回',
  declined: '机构已拒绝',
  contracted: '已签合同',
  redeeming: '核销待审核',
  redeemed: '已核销',
} as const;
export type OrderState = keyof typeof ORDER_STATES;
export const ORDER_STATE_KEYS = Object.keys(ORDER_STATES) as OrderState[];

/** Each state's tone (contract/tones.ts), shown by the console's status tag. */
export const ORDER_STATE_TONES: Record<OrderState, Tone> = {
  submitted: 'waiting',
  assigned: 'active',
  accepted: 'active',
  inService: 'active',
  delivered: 'waiting',
  completed: 'success',
  cancelled: 'neutral',
  rejected: 'danger',
  declined: 'danger',
  contracted: 'active',
  redeeming: 'waiting',
  redeemed: 'success',
};

/** Where a kind reads a state differently (a policy application passes review rather than completes). */
const KIND_STATE_LABELS: Partial<Record<OrderKind, Partial<Record<OrderState, string>>>> = {
  policy: { submitted: '待审核', completed: '审核通过', rejected: '审核驳回' },
  voucher: { submitted: '待签合同', completed: '已确认待核销' },
};

export const orderStateLabel = (kind: string, state: string): string =>
  KIND_STATE_LABELS[kind as OrderKind]?.[state as OrderState] ?? ORDER_STATES[state as OrderState] ?? state;

/** States no transition leaves. */
export const FINAL_STATES: readonly OrderState[] = ['completed', 'cancelled', 'rejected', 'declined', 'redeemed'];
/** States in which the provider still owes work: the agency's open load. */
export const OPEN_STATES: readonly OrderState[] = ['assigned', 'accepted', 'inService'];

export const ORDER_ACTIONS = {
  assign: '指派',
  accept: '受理',
  decline: '拒绝',
  reject: '驳回',
  pass: '审核通过',
  start: '开始服务',
  progress: '记录进度',
  deliver: '交付',
  receipt: '上传回单',
  confirm: '确认完成',
  cancel: '取消申请',
  contract: '上传合同',
  requestRedeem: '申请核销',
  approveRedeem: '核销通过',
  rejectRedeem: '核销退回',
} as const;
export type OrderAction = keyof typeof ORDER_ACTIONS;
export const ORDER_ACTION_KEYS = Object.keys(ORDER_ACTIONS) as OrderAction[];

/** The parties of an order: the applying company, the park's operators, the agency it is routed to. */
export const ORDER_PARTIES = { company: '企业', operator: '园区', agency: '服务机构' } as const;
export type OrderParty = keyof typeof ORDER_PARTIES;

/** Who delivers: the park itself, or the agency the order is routed to (an agency's own service, or assigned). */
export type OrderProvider = 'park' | 'agency';

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

const S: readonly OrderKind[] = ['service'];
const P: readonly OrderKind[] = ['policy'];
const ALL: readonly OrderKind[] = ['service', 'policy'];
const V: readonly OrderKind[] = ['voucher'];

// A delivery step belongs to whoever provides: the agency routed to, or the park when no agency is.
const delivery = (from: OrderState, to: OrderState, action: OrderAction): OrderTransition[] => [
  { from, to, action, who: 'agency', kinds: S, provider: 'agency' },
  { from, to, action, who: 'operator', kinds: S, provider: 'park' },
];

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'submitted', to: 'assigned', action: 'assign', who: 'operator', kinds: S, provider: 'park' },
  ...delivery('submitted', 'accepted', 'accept'),
  { from: 'submitted', to: 'declined', action: 'decline', who: 'agency', kinds: S, provider: 'agency', reason: true },
  { from: 'submitted', to: 'rejected', action: 'reject', who: 'operator', kinds: ALL, provider: 'park', reason: true },
  { from: 'submitted', to: 'completed', action: 'pass', who: 'operator', kinds: P },
  { from: 'assigned', to: 'accepted', action: 'accept', who: 'agency', kinds: S },
  // An agency the park assigned hands the order back; the park assigns it again.
  { from: 'assigned', to: 'submitted', action: 'decline', who: 'agency', kinds: S, reason: true },
  ...delivery('accepted', 'inService', 'start'),
  ...delivery('inService', 'inService', 'progress'),
  ...delivery('inService', 'delivered', 'deliver'),
  ...delivery('inService', 'inService', 'receipt'),
  ...delivery('delivered', 'delivered', 'receipt'),
  { from: 'delivered', to: 'completed', action: 'confirm', who: 'company', kinds: S },
  // Cancelling is open until the service starts.
  { from: 'submitted', to: 'cancelled', action: 'cancel', who: 'company', kinds: ALL, reason: true },
  { from: 'assigned', to: 'cancelled', action: 'cancel', who: 'company', kinds: S, reason: true },
  { from: 'accepted', to: 'cancelled', action: 'cancel', who: 'company', kinds: S, reason: true },
  // A voucher order (issue 17) is always its agency's: the signed contract comes before the service, cancelling
  // (or the agency declining) frees the voucher, and after the company confirms the agency redeems it.
  { from: 'submitted', to: 'contracted', action: 'contract', who: 'agency', kinds: V },
  { from: 'submitted', to: 'declined', action: 'decline', who: 'agency', kinds: V, reason: true },
  { from: 'submitted', to: 'cancelled', action: 'cancel', who: 'company', kinds: V, reason: true },
  { from: 'contracted', to: 'delivered', action: 'deliver', who: 'agency', kinds: V },
  { from: 'delivered', to: 'completed', action: 'confirm', who: 'company', kinds: V },
  { from: 'completed', to: 'redeeming', action: 'requestRedeem', who: 'agency', kinds: V },
  { from: 'redeeming', to: 'redeemed', action: 'approveRedeem', who: 'operator', kinds: V },
  { from: 'redeeming', to: 'completed', action: 'rejectRedeem', who: 'operator', kinds: V, reason: true },
];

export interface OrderPosition {
  kind: string;
  state: string;
  provider: OrderProvider;
}

/** The transition `who` may take with `action` from where the order stands, or null when it may not. */
export function findTransition(order: OrderPosition, who: OrderParty, action: OrderAction): OrderTransition | null {
  return (
    ORDER_TRANSITIONS.find(
      (t) =>
        t.action === action &&
        t.who === who &&
        t.from === order.state &&
        (t.kinds as readonly string[]).includes(order.kind) &&
        (t.provider === undefined || t.provider === order.provider),
    ) ?? null
  );
}

/** Every action `who` may take now: the buttons the console shows. */
export function allowedActions(order: OrderPosition, who: OrderParty): OrderAction[] {
  return ORDER_ACTION_KEYS.filter((action) => findTransition(order, who, action) !== null);
}

/** The largest amount of one receipt, in fen (ten million yuan). */
export const ORDER_AMOUNT_MAX_FEN = 1_000_000_000;
/** The longest needs, progress note or reason. */
export const ORDER_NOTE_MAX = 500;
