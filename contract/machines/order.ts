// The one order machine (DESIGN.md §5, issue 16): every order kind runs through these states. The facts beside the
// state are the order's kind and its provider (the park itself, or the agency the order is routed to). A company's
// application is the transition from nothing.
import { defineMachine, type Transition } from './kernel';

const KINDS = ['service', 'policy', 'voucher'] as const;
/** Who provides an order: the park itself, or the agency it is routed to. */
export const ORDER_PROVIDERS = ['park', 'agency'] as const;
type Kind = (typeof KINDS)[number];
type Row = Transition<string, string, string, { kind: typeof KINDS; provider: typeof ORDER_PROVIDERS }>;

const S: Kind[] = ['service'];
const P: Kind[] = ['policy'];
const ALL: Kind[] = ['service', 'policy'];
const V: Kind[] = ['voucher'];

// A delivery step belongs to whoever provides: the agency routed to, or the park when no agency is.
const delivery = <F extends string, T extends string, A extends string>(from: F, to: T, action: A) =>
  [
    { from, to, action, who: 'agency', when: { kind: S, provider: ['agency'] } },
    { from, to, action, who: 'operator', when: { kind: S, provider: ['park'] } },
  ] as const satisfies readonly Row[];

export const orderMachine = defineMachine({
  noun: '申请',
  states: {
    submitted: { label: '待受理', tone: 'waiting' },
    assigned: { label: '已指派', tone: 'active' },
    accepted: { label: '已受理', tone: 'active' },
    inService: { label: '服务中', tone: 'active' },
    delivered: { label: '已交付', tone: 'waiting' },
    completed: { label: '已完成', tone: 'success' },
    cancelled: { label: '已取消', tone: 'neutral' },
    rejected: { label: '已驳回', tone: 'danger' },
    declined: { label: '机构已拒绝', tone: 'danger' },
    contracted: { label: '已签合同', tone: 'active' },
    redeeming: { label: '核销待审核', tone: 'waiting' },
    redeemed: { label: '已核销', tone: 'success' },
  },
  actions: {
    apply: '提交申请',
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
  },
  /** The applying company, the park's operators, the agency the order is routed to. */
  parties: ['company', 'operator', 'agency'],
  facts: { kind: KINDS, provider: ORDER_PROVIDERS },
  transitions: [
    { from: null, to: 'submitted', action: 'apply', who: 'company' },
    { from: 'submitted', to: 'assigned', action: 'assign', who: 'operator', when: { kind: S, provider: ['park'] } },
    ...delivery('submitted', 'accepted', 'accept'),
    { from: 'submitted', to: 'declined', action: 'decline', who: 'agency', when: { kind: S, provider: ['agency'] }, reason: true },
    { from: 'submitted', to: 'rejected', action: 'reject', who: 'operator', when: { kind: ALL, provider: ['park'] }, reason: true },
    { from: 'submitted', to: 'completed', action: 'pass', who: 'operator', when: { kind: P } },
    { from: 'assigned', to: 'accepted', action: 'accept', who: 'agency', when: { kind: S } },
    // An agency the park assigned hands the order back; the park assigns it again.
    { from: 'assigned', to: 'submitted', action: 'decline', who: 'agency', when: { kind: S }, reason: true },
    ...delivery('accepted', 'inService', 'start'),
    ...delivery('inService', 'inService', 'progress'),
    ...delivery('inService', 'delivered', 'deliver'),
    ...delivery('inService', 'inService', 'receipt'),
    ...delivery('delivered', 'delivered', 'receipt'),
    { from: 'delivered', to: 'completed', action: 'confirm', who: 'company', when: { kind: S } },
    // Cancelling is open until the service starts.
    { from: 'submitted', to: 'cancelled', action: 'cancel', who: 'company', when: { kind: ALL }, reason: true },
    { from: 'assigned', to: 'cancelled', action: 'cancel', who: 'company', when: { kind: S }, reason: true },
    { from: 'accepted', to: 'cancelled', action: 'cancel', who: 'company', when: { kind: S }, reason: true },
    // A voucher order (issue 17) is always its agency's: the signed contract comes before the service, cancelling
    // (or the agency declining) frees the voucher, and after the company confirms the agency redeems it.
    { from: 'submitted', to: 'contracted', action: 'contract', who: 'agency', when: { kind: V } },
    { from: 'submitted', to: 'declined', action: 'decline', who: 'agency', when: { kind: V }, reason: true },
    { from: 'submitted', to: 'cancelled', action: 'cancel', who: 'company', when: { kind: V }, reason: true },
    { from: 'contracted', to: 'delivered', action: 'deliver', who: 'agency', when: { kind: V } },
    { from: 'delivered', to: 'completed', action: 'confirm', who: 'company', when: { kind: V } },
    { from: 'completed', to: 'redeeming', action: 'requestRedeem', who: 'agency', when: { kind: V } },
    { from: 'redeeming', to: 'redeemed', action: 'approveRedeem', who: 'operator', when: { kind: V } },
    { from: 'redeeming', to: 'completed', action: 'rejectRedeem', who: 'operator', when: { kind: V }, reason: true },
  ],
});

export type OrderState = (typeof orderMachine.stateKeys)[number];
export type OrderKind = Kind;
export type OrderProvider = (typeof ORDER_PROVIDERS)[number];
export type OrderParty = (typeof orderMachine.parties)[number];
/** An action on an existing order (applying creates one). */
export type OrderAction = Exclude<(typeof orderMachine.actionKeys)[number], 'apply'>;
/** Any step of an order's history, its application included. */
export type OrderStep = (typeof orderMachine.actionKeys)[number];
