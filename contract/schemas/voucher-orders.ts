// Voucher orders (spec §7: v1/innovation/vouchers/order/*, upload/contract): a voucher spent on an agency's listed
// service. The order itself runs through the one order machine (contract/order-states.ts).
import { Type, type Static } from 'typebox';
import { ORDER_ACTION_KEYS, ORDER_NOTE_MAX, ORDER_STATE_KEYS } from '../order-states';
import { Body, Id, Int, Name, Nullable, Paging, StringEnum, Text } from '../primitives';
import { MAX_BUDGET_FEN, VOUCHER_GRADE_KEYS, VOUCHER_SCORE_ITEM_KEYS } from '../vouchers';
import { Attachment } from './content';
import { OrderEvent } from './orders';
import { SettlementWindow } from './vouchers';

const Version = Int(0, 2147483647);
const Fen = Int(1, MAX_BUDGET_FEN);
const Note = Text(ORDER_NOTE_MAX, { multiline: true });
const Reason = Text(ORDER_NOTE_MAX, { minLength: 1, nonBlank: true, multiline: true });

/** The spend: `{x}` of `order/company/list/{x}` is the voucher; the body names the agency's listed service. */
export const VoucherSpend = Body({ serviceId: Id, needs: Text(ORDER_NOTE_MAX, { minLength: 1, nonBlank: true, multiline: true }), contact: Type.Optional(Name(30)), phone: Type.Optional(Name(20)) });
export type VoucherSpend = Static<typeof VoucherSpend>;

export const VoucherOrderCancel = Body({ version: Version, reason: Reason });
export type VoucherOrderCancel = Static<typeof VoucherOrderCancel>;

/** The signed contract (pdf or image) and the amount it is signed for. */
export const VoucherContract = Body({ version: Version, contractFen: Fen, file: Attachment });
export type VoucherContract = Static<typeof VoucherContract>;

export const VoucherDeliver = Body({ version: Version, note: Type.Optional(Note), files: Type.Optional(Type.Array(Attachment, { maxItems: 10 })) });
export type VoucherDeliver = Static<typeof VoucherDeliver>;

export const VoucherScores = Type.Object(
  Object.fromEntries(VOUCHER_SCORE_ITEM_KEYS.map((k) => [k, Int(1, 5)])) as Record<(typeof VOUCHER_SCORE_ITEM_KEYS)[number], ReturnType<typeof Int>>,
  { additionalProperties: false },
);
export type VoucherScores = Static<typeof VoucherScores>;

export const VoucherConfirm = Body({ version: Version, scores: VoucherScores, grade: StringEnum(VOUCHER_GRADE_KEYS), comment: Type.Optional(Note) });
export type VoucherConfirm = Static<typeof VoucherConfirm>;

/** The amount the agency redeems from the voucher; the company pays the rest of the contract itself. */
export const RedeemRequest = Body({ version: Version, redeemFen: Fen });
export type RedeemRequest = Static<typeof RedeemRequest>;

export const RedeemCheck = Body({ version: Version, pass: Type.Boolean(), reason: Type.Optional(Reason) });
export type RedeemCheck = Static<typeof RedeemCheck>;

export const VoucherOrderListQuery = Body({
  ...Paging,
  state: Type.Optional(StringEnum(ORDER_STATE_KEYS)),
  voucherId: Type.Optional(Id),
  /** The operator's list is one batch's. */
  batchId: Type.Optional(Id),
  /** Delivered and not yet confirmed by the company (the agency's end-sale-uncomfirm). */
  unconfirmed: Type.Optional(Type.Boolean()),
});
export type VoucherOrderListQuery = Static<typeof VoucherOrderListQuery>;

export const VoucherOrder = Type.Object({
  id: Type.Integer(),
  parkId: Type.Integer(),
  version: Type.Integer(),
  state: StringEnum(ORDER_STATE_KEYS),
  stateLabel: Type.String(),
  voucherId: Type.Integer(),
  batchId: Type.Integer(),
  batchName: Type.String(),
  faceValue: Type.Integer(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  mechanismId: Type.Integer(),
  mechanismName: Type.String(),
  serviceId: Type.Integer(),
  serviceName: Type.String(),
  needs: Type.String(),
  contractFen: Nullable(Type.Integer()),
  contractFile: Nullable(Attachment),
  scores: Nullable(VoucherScores),
  grade: Nullable(StringEnum(VOUCHER_GRADE_KEYS)),
  redeemFen: Nullable(Type.Integer()),
  /** The part of the contract above the redeemed amount, which the company pays itself. */
  companyPaysFen: Nullable(Type.Integer()),
  createdAt: Type.String(),
});
export type VoucherOrder = Static<typeof VoucherOrder>;

// A voucher order's history is the order's (the orders module writes it): one `OrderEvent` schema for both.

export const VoucherOrderDetail = Type.Object({
  ...VoucherOrder.properties,
  reason: Nullable(Type.String()),
  actions: Type.Array(StringEnum(ORDER_ACTION_KEYS)),
  events: Type.Array(OrderEvent),
  /** Whether today is inside one of the batch's settlement windows. */
  inSettlement: Type.Boolean(),
  /** The batch's settlement windows: 申请核销 is offered inside them only (the contract's canRequestRedeem). */
  settlementWindows: Type.Array(SettlementWindow),
});
export type VoucherOrderDetail = Static<typeof VoucherOrderDetail>;
