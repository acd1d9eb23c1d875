// Orders (spec §7 v1/ps/service|policy/apply, v1/ps/my/apply/list, v1/cash/*, v1/admin/ps/order, iv/order): the
// bodies of every call; states and actions are the machine of ../order-states.ts.
import { Type, type Static } from 'typebox';
import { SERVICE_TYPE_KEYS } from '../agency';
import { ORDER_ACTION_KEYS, ORDER_AMOUNT_MAX_FEN, ORDER_KIND_KEYS, ORDER_NOTE_MAX, ORDER_STATE_KEYS, type OrderAction, type OrderKind, type OrderParty, type OrderProvider, type OrderState } from '../order-states';
import { Body, Id, Int, Matching, Name, Nullable, Paging, StringEnum, Text } from '../primitives';
import { Attachment } from './content';
import { ServicePhone } from './park';

export { Attachment } from './content';

const Day = Matching('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', 10);
const Version = Int(0, 2147483647);
const Note = Text(ORDER_NOTE_MAX, { multiline: true });
const Reason = Text(ORDER_NOTE_MAX, { minLength: 1, nonBlank: true, multiline: true });

const applyFields = {
  needs: Text(ORDER_NOTE_MAX, { minLength: 1, nonBlank: true, multiline: true }),
  contact: Name(30),
  phone: ServicePhone,
  expectedDate: Type.Optional(Nullable(Day)),
  attachments: Type.Optional(Type.Array(Attachment, { maxItems: 10 })),
};

/** A company applies for a listed service: the park's (a service product) or an agency's. */
export const ServiceApply = Body({ source: StringEnum(['park', 'agency'] as const), serviceId: Id, ...applyFields });
export type ServiceApply = Static<typeof ServiceApply>;

export const PolicyApply = Body({ policyId: Id, ...applyFields });
export type PolicyApply = Static<typeof PolicyApply>;

const listFilters = {
  ...Paging,
  state: Type.Optional(StringEnum(ORDER_STATE_KEYS)),
  kind: Type.Optional(StringEnum(ORDER_KIND_KEYS)),
  startDate: Type.Optional(Day),
  endDate: Type.Optional(Day),
};

/** The company's own applications (front-cash-order). */
export const MyOrderListQuery = Body(listFilters);
export type MyOrderListQuery = Static<typeof MyOrderListQuery>;

/** Every application of the session's park (serviceOrder, cash-order). */
export const ParkOrderListQuery = Body({
  ...listFilters,
  provider: Type.Optional(StringEnum(['park', 'agency'] as const)),
  companyName: Type.Optional(Text(50)),
  mechanismId: Type.Optional(Id),
});
export type ParkOrderListQuery = Static<typeof ParkOrderListQuery>;

/** The applications routed to the calling agency. */
export const AgencyOrderListQuery = Body(listFilters);
export type AgencyOrderListQuery = Static<typeof AgencyOrderListQuery>;

/** A step of the machine, from the version the caller saw. */
export const OrderActionInput = Body({
  version: Version,
  action: StringEnum(ORDER_ACTION_KEYS.filter((a) => a !== 'cancel' && a !== 'confirm' && a !== 'receipt')),
  note: Type.Optional(Note),
  files: Type.Optional(Type.Array(Attachment, { maxItems: 10 })),
  /** The agency an operator assigns the order to. */
  mechanismId: Type.Optional(Id),
});
export type OrderActionInput = Static<typeof OrderActionInput>;

export const OrderCancel = Body({ version: Version, reason: Reason });
export type OrderCancel = Static<typeof OrderCancel>;

export const OrderConfirm = Body({ version: Version, rating: Int(1, 5), comment: Type.Optional(Note) });
export type OrderConfirm = Static<typeof OrderConfirm>;

/** The receipt: an amount in integer fen (never a float) and the invoice or receipt file. */
export const OrderReceipt = Body({
  version: Version,
  amountFen: Int(0, ORDER_AMOUNT_MAX_FEN),
  file: Attachment,
  note: Type.Optional(Note),
});
export type OrderReceipt = Static<typeof OrderReceipt>;

export const OrderDetailParams = Type.Object({ parkId: Id, id: Id }, { additionalProperties: false });
export type OrderDetailParams = Static<typeof OrderDetailParams>;

export interface OrderRow {
  id: number;
  parkId: number;
  kind: OrderKind;
  subjectTitle: string;
  serviceType: string | null;
  provider: OrderProvider;
  mechanismId: number | null;
  mechanismName: string | null;
  companyId: number;
  companyName: string;
  state: OrderState;
  contact: string;
  phone: string;
  expectedDate: string | null;
  amountFen: number | null;
  rating: number | null;
  createdAt: string;
  version: number;
  /** Open and past the park's service-level target for its type (first response or delivery). */
  overdue: boolean;
}

/** A list page and how many open orders of the caller's scope are overdue. */
export interface OrderPage {
  list: OrderRow[];
  total: number;
  overdue: number;
}

/** The park's target for one service type: hours to the first response, days to delivery. */
export const ServiceLevelInput = Body({ serviceType: StringEnum(SERVICE_TYPE_KEYS), responseHours: Int(1, 720), completeDays: Int(1, 365) });
export type ServiceLevelInput = Static<typeof ServiceLevelInput>;

export interface ServiceLevel {
  serviceType: string;
  responseHours: number | null;
  completeDays: number | null;
}

export interface OrderEvent {
  id: number;
  who: OrderParty;
  username: string | null;
  action: OrderAction | 'apply';
  fromState: OrderState | null;
  toState: OrderState;
  note: string | null;
  files: Attachment[];
  at: string;
}

export interface OrderDetail extends OrderRow {
  needs: string;
  attachments: Attachment[];
  receiptFile: Attachment | null;
  ratingComment: string | null;
  reason: string | null;
  firstResponseAt: string | null;
  deliveredAt: string | null;
  completedAt: string | null;
  events: OrderEvent[];
  /** The caller's part in the order and what it may do now (the buttons). */
  party: OrderParty;
  actions: OrderAction[];
}

export interface AssignCandidate {
  id: number;
  name: string;
  contact: string | null;
  phone: string | null;
  serviceTypes: string[];
  /** Orders it has not finished (assigned, accepted, in service). */
  openLoad: number;
  /** The average of its ratings, one decimal; null before any. */
  rating: number | null;
  ratedCount: number;
}

export interface ContactPrefill {
  companyName: string;
  contact: string;
  phone: string;
}

/** What a company may apply for: published park services and policies, and listed agency services. */
export interface ApplyOption {
  source: 'park' | 'agency' | 'policy';
  id: number;
  title: string;
  provider: string;
  serviceType: string | null;
  /** A policy's application deadline ('YYYY-MM-DD'): past it the option is offered disabled (policyDeadlineRule). */
  deadline?: string | null;
}
