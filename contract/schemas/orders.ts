// Orders (spec §7 v1/ps/service|policy/apply, v1/ps/my/apply/list, v1/cash/*, v1/admin/ps/order, iv/order): the
// bodies of every call; states and actions are the machine of ../order-states.ts.
import { Type, type Static } from 'typebox';
import { SERVICE_TYPE_KEYS } from '../agency';
import { ORDER_ACTION_KEYS, ORDER_AMOUNT_MAX_FEN, ORDER_KIND_KEYS, ORDER_NOTE_MAX, ORDER_PROVIDERS, ORDER_STATE_KEYS, orderMachine } from '../order-states';
import { Body, Id, Int, Matching, Name, Nullable, Paging, Params, StringEnum, Text } from '../primitives';
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

/** A park named in the path (the contact prefill, the agencies an order may be assigned to). */
export const OrderParkParams = Params({ parkId: Id });
export type OrderParkParams = Static<typeof OrderParkParams>;

/** The order whose assignable agencies are asked for. */
export const AssignCandidateQuery = Type.Object({ orderId: Id }, { additionalProperties: false });
export type AssignCandidateQuery = Static<typeof AssignCandidateQuery>;

const Instant = Type.String();

export const OrderRow = Type.Object({
  id: Type.Integer(),
  parkId: Type.Integer(),
  kind: StringEnum(ORDER_KIND_KEYS),
  subjectTitle: Type.String(),
  serviceType: Nullable(Type.String()),
  provider: StringEnum(ORDER_PROVIDERS),
  mechanismId: Nullable(Type.Integer()),
  mechanismName: Nullable(Type.String()),
  companyId: Type.Integer(),
  companyName: Type.String(),
  state: StringEnum(ORDER_STATE_KEYS),
  contact: Type.String(),
  phone: Type.String(),
  expectedDate: Nullable(Type.String()),
  amountFen: Nullable(Type.Integer()),
  rating: Nullable(Type.Integer()),
  createdAt: Instant,
  version: Type.Integer(),
  /** Open and past the park's service-level target for its type (first response or delivery). */
  overdue: Type.Boolean(),
});
export type OrderRow = Static<typeof OrderRow>;

/** A list page and how many open orders of the caller's scope are overdue. */
export const OrderPage = Type.Object({ list: Type.Array(OrderRow), total: Type.Integer({ minimum: 0 }), overdue: Type.Integer({ minimum: 0 }) });
export type OrderPage = Static<typeof OrderPage>;

/** The park's target for one service type: hours to the first response, days to delivery. */
export const ServiceLevelInput = Body({ serviceType: StringEnum(SERVICE_TYPE_KEYS), responseHours: Int(1, 720), completeDays: Int(1, 365) });
export type ServiceLevelInput = Static<typeof ServiceLevelInput>;

export const ServiceLevel = Type.Object({
  serviceType: Type.String(),
  responseHours: Nullable(Type.Integer()),
  completeDays: Nullable(Type.Integer()),
});
export type ServiceLevel = Static<typeof ServiceLevel>;

/** One step of an order's history, oldest first; it names its order and its actor's account as it always did. */
export const OrderEvent = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  userId: Nullable(Type.Integer()),
  who: StringEnum(orderMachine.parties),
  username: Nullable(Type.String()),
  action: StringEnum(orderMachine.actionKeys),
  fromState: Nullable(StringEnum(ORDER_STATE_KEYS)),
  toState: StringEnum(ORDER_STATE_KEYS),
  note: Nullable(Type.String()),
  files: Type.Array(Attachment),
  at: Instant,
});
export type OrderEvent = Static<typeof OrderEvent>;

export const OrderDetail = Type.Object({
  ...OrderRow.properties,
  needs: Type.String(),
  attachments: Type.Array(Attachment),
  receiptFile: Nullable(Attachment),
  ratingComment: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  firstResponseAt: Nullable(Instant),
  deliveredAt: Nullable(Instant),
  completedAt: Nullable(Instant),
  events: Type.Array(OrderEvent),
  /** The caller's part in the order and what it may do now (the buttons). */
  party: StringEnum(orderMachine.parties),
  actions: Type.Array(StringEnum(ORDER_ACTION_KEYS)),
});
export type OrderDetail = Static<typeof OrderDetail>;

export const AssignCandidate = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contact: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  serviceTypes: Type.Array(Type.String()),
  /** Orders it has not finished (assigned, accepted, in service). */
  openLoad: Type.Integer(),
  /** The average of its ratings, one decimal; null before any. */
  rating: Nullable(Type.Number()),
  ratedCount: Type.Integer(),
});
export type AssignCandidate = Static<typeof AssignCandidate>;

export const ContactPrefill = Type.Object({ companyName: Type.String(), contact: Type.String(), phone: Type.String() });
export type ContactPrefill = Static<typeof ContactPrefill>;

/** What a company may apply for: published park services and policies, and listed agency services. */
export const ApplyOption = Type.Object({
  source: StringEnum(['park', 'agency', 'policy'] as const),
  id: Type.Integer(),
  title: Type.String(),
  provider: Type.String(),
  serviceType: Nullable(Type.String()),
  /** A policy's application deadline ('YYYY-MM-DD'): past it the option is offered disabled (policyDeadlineRule). */
  deadline: Type.Optional(Nullable(Type.String())),
});
export type ApplyOption = Static<typeof ApplyOption>;
