// Cash settlement statements (spec §7 iv/mechanismCash): the bodies of the agency's and the park's calls.
import { Type, type Static } from 'typebox';
import { SETTLEMENT_STATE_KEYS, type SettlementAction, type SettlementParty, type SettlementState } from '../settlement-states';
import { Body, Id, Int, Paging, StringEnum, Text } from '../primitives';

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

export interface SettlementRow {
  id: number;
  parkId: number;
  parkName: string;
  mechanismId: number;
  mechanismName: string;
  /** 'YYYY-MM' (China time). */
  month: string;
  state: SettlementState;
  /** Always the sum of its orders' receipt amounts, integer fen. */
  amountFen: number;
  orderCount: number;
  paymentRef: string | null;
  reason: string | null;
  submittedAt: string | null;
  paidAt: string | null;
  version: number;
}

export interface SettlementPage {
  list: SettlementRow[];
  total: number;
}

export interface SettlementOrder {
  id: number;
  subjectTitle: string;
  companyName: string;
  amountFen: number;
  completedAt: string | null;
}

export interface SettlementDetail extends SettlementRow {
  orders: SettlementOrder[];
  party: SettlementParty;
  actions: SettlementAction[];
}
