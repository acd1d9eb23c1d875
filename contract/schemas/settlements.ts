// Cash settlement statements (spec §7 iv/mechanismCash): the bodies of the agency's and the park's calls.
import { Type, type Static } from 'typebox';
import { SETTLEMENT_ACTION_KEYS, SETTLEMENT_PARTIES, SETTLEMENT_STATE_KEYS } from '../settlement-states';
import { Body, Id, Int, Nullable, Paged, Paging, StringEnum, Text } from '../primitives';

const Version = Int(0, 2147483647);

export const SettlementListQuery = Body({ ...Paging, state: Type.Optional(StringEnum(SETTLEMENT_STATE_KEYS)) });
export type SettlementListQuery = Static<typeof SettlementListQuery>;

/** The park's list; `mechanismId` narrows it to one agency (the agency-manage detail). */
export const ParkSettlementListQuery = Body({ ...Paging, state: Type.Optional(StringEnum(SETTLEMENT_STATE_KEYS)), mechanismId: Type.Optional(Id) });
export type ParkSettlementListQuery = Static<typeof ParkSettlementListQuery>;

export const SettlementSubmit = Body({ version: Version });
export type SettlementSubmit = Static<typeof SettlementSubmit>;

export const SettlementPay = Body({ version: Version, paymentRef: Text(64, { minLength: 1, nonBlank: true }) });
export type SettlementPay = Static<typeof SettlementPay>;

export const SettlementReturn = Body({ version: Version, reason: Text(500, { minLength: 1, nonBlank: true, multiline: true }) });
export type SettlementReturn = Static<typeof SettlementReturn>;

export const SettlementRow = Type.Object({
  id: Type.Integer(),
  parkId: Type.Integer(),
  parkName: Type.String(),
  mechanismId: Type.Integer(),
  mechanismName: Type.String(),
  /** 'YYYY-MM' (China time). */
  month: Type.String(),
  state: StringEnum(SETTLEMENT_STATE_KEYS),
  /** Always the sum of its orders' receipt amounts, integer fen. */
  amountFen: Type.Integer(),
  orderCount: Type.Integer(),
  paymentRef: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  submittedAt: Nullable(Type.String()),
  paidAt: Nullable(Type.String()),
  version: Type.Integer(),
});
export type SettlementRow = Static<typeof SettlementRow>;

export const SettlementPage = Paged(SettlementRow);
export type SettlementPage = Static<typeof SettlementPage>;

export const SettlementOrder = Type.Object({
  id: Type.Integer(),
  subjectTitle: Type.String(),
  companyName: Type.String(),
  amountFen: Type.Integer(),
  completedAt: Nullable(Type.String()),
});
export type SettlementOrder = Static<typeof SettlementOrder>;

export const SettlementDetail = Type.Object({
  ...SettlementRow.properties,
  orders: Type.Array(SettlementOrder),
  party: StringEnum(SETTLEMENT_PARTIES),
  /** What the caller may do now (the buttons). */
  actions: Type.Array(StringEnum(SETTLEMENT_ACTION_KEYS)),
});
export type SettlementDetail = Static<typeof SettlementDetail>;
