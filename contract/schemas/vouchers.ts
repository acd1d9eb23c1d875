// Service vouchers (spec §7: v1/innovation/vouchers/*): batches and their ledger, applications, vouchers.
import { Type, type Static } from 'typebox';
import { AUDIT_REASON_MAX_LENGTH } from '../constants';
import { SERVICE_TYPE_KEYS } from '../agency';
import { Body, Id, Int, Matching, Name, Nullable, Paging, StringEnum, Text } from '../primitives';
import { APPLICATION_STATE_KEYS, BATCH_PHASE_KEYS, MAX_BUDGET_FEN, MAX_QUOTA, MAX_SETTLEMENT_WINDOWS, VOUCHER_STATE_KEYS } from '../vouchers';

const Day = Matching('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', 10);
const Fen = Int(1, MAX_BUDGET_FEN);
const Reason = Text(AUDIT_REASON_MAX_LENGTH, { minLength: 1, nonBlank: true, multiline: true });

export const SettlementWindow = Type.Object({ start: Day, end: Day }, { additionalProperties: false });
export type SettlementWindow = Static<typeof SettlementWindow>;
export type { BatchPhase } from '../vouchers';


export const BatchFields = Type.Object({
  name: Name(50),
  funder: Name(50),
  /** Yearly budget in fen. */
  budget: Fen,
  /** Face value of one voucher in fen. */
  faceValue: Fen,
  /** Vouchers one company may hold of this batch. */
  quota: Int(1, MAX_QUOTA),
  serviceTypes: Type.Array(StringEnum(SERVICE_TYPE_KEYS), { minItems: 1, maxItems: SERVICE_TYPE_KEYS.length, uniqueItems: true }),
  applyStart: Day,
  applyEnd: Day,
  expiresOn: Day,
  settlementWindows: Type.Array(SettlementWindow, { minItems: 1, maxItems: MAX_SETTLEMENT_WINDOWS }),
});
export type BatchFields = Static<typeof BatchFields>;

export const BatchAdd = Body(BatchFields.properties);
export type BatchAdd = Static<typeof BatchAdd>;

/** `version` is the one the editor saw. */
export const BatchUpdate = Body({ id: Id, version: Int(0, 2147483647), ...BatchFields.properties });
export type BatchUpdate = Static<typeof BatchUpdate>;

/** issued + left = budget; committed + redeemed ≤ issued (fen). */
export const Ledger = Type.Object({
  budget: Type.Integer(),
  issued: Type.Integer(),
  committed: Type.Integer(),
  redeemed: Type.Integer(),
  left: Type.Integer(),
});
export type Ledger = Static<typeof Ledger>;

/** One day of the burn-down: what was left and redeemed at its end (fen); no day for moves whose time the row lacks. */
export const LedgerDay = Type.Object({ day: Nullable(Type.String()), left: Type.Integer(), redeemed: Type.Integer() });
export type LedgerDay = Static<typeof LedgerDay>;

export const Batch = Type.Object({
  id: Type.Integer(),
  ...BatchFields.properties,
  version: Type.Integer(),
  phase: StringEnum(BATCH_PHASE_KEYS),
  createdAt: Type.String(),
  ledger: Ledger,
});
export type Batch = Static<typeof Batch>;

export const BatchDetail = Type.Object({ ...Batch.properties, burnDown: Type.Array(LedgerDay) });
export type BatchDetail = Static<typeof BatchDetail>;

export const BatchListQuery = Body({ ...Paging, name: Type.Optional(Text(50)) });
export type BatchListQuery = Static<typeof BatchListQuery>;

export const ApplicationRow = Type.Object({
  id: Type.Integer(),
  batchId: Type.Integer(),
  batchName: Type.String(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  quantity: Type.Integer(),
  state: StringEnum(APPLICATION_STATE_KEYS),
  reason: Nullable(Type.String()),
  submittedAt: Type.String(),
  reviewedAt: Nullable(Type.String()),
});
export type ApplicationRow = Static<typeof ApplicationRow>;

export const ApplicationListQuery = Body({ ...Paging, batchId: Id, state: Type.Optional(StringEnum(APPLICATION_STATE_KEYS)) });
export type ApplicationListQuery = Static<typeof ApplicationListQuery>;

export const ApplicationCheck = Body({ id: Id, pass: Type.Boolean(), reason: Type.Optional(Reason) });
export type ApplicationCheck = Static<typeof ApplicationCheck>;

export const VoucherRow = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  batchId: Type.Integer(),
  batchName: Type.String(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  faceValue: Type.Integer(),
  state: StringEnum(VOUCHER_STATE_KEYS),
  expiresOn: Type.String(),
  issuedAt: Type.String(),
  redeemed: Nullable(Type.Integer()),
  recallReason: Nullable(Type.String()),
});
export type VoucherRow = Static<typeof VoucherRow>;

export const VoucherListQuery = Body({ ...Paging, batchId: Id, state: Type.Optional(StringEnum(VOUCHER_STATE_KEYS)) });
export type VoucherListQuery = Static<typeof VoucherListQuery>;

export const VoucherRecall = Body({ id: Id, reason: Reason });
export type VoucherRecall = Static<typeof VoucherRecall>;

/** The company's own vouchers. */
export const CompanyVoucherQuery = Body({ ...Paging, state: Type.Optional(StringEnum(VOUCHER_STATE_KEYS)) });
export type CompanyVoucherQuery = Static<typeof CompanyVoucherQuery>;

/** A batch as a company sees it: what it pays for, and how much of the quota the company has used. */
export const OpenBatch = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  funder: Type.String(),
  faceValue: Type.Integer(),
  quota: Type.Integer(),
  serviceTypes: Type.Array(Type.String()),
  applyStart: Type.String(),
  applyEnd: Type.String(),
  expiresOn: Type.String(),
  /** Vouchers applied for (waiting or passed). */
  held: Type.Integer(),
  left: Type.Integer(),
});
export type OpenBatch = Static<typeof OpenBatch>;

export const VoucherApply = Body({ batchId: Id, quantity: Int(1, MAX_QUOTA) });
export type VoucherApply = Static<typeof VoucherApply>;

/** The application a company's apply created. */
export const VoucherApplied = Type.Object({ id: Type.Integer() });
export type VoucherApplied = Static<typeof VoucherApplied>;

export const CompanyApplicationQuery = Body({ ...Paging });
export type CompanyApplicationQuery = Static<typeof CompanyApplicationQuery>;

export const VoucherDetail = Type.Object({
  ...VoucherRow.properties,
  funder: Type.String(),
  serviceTypes: Type.Array(Type.String()),
  settlementWindows: Type.Array(SettlementWindow),
});
export type VoucherDetail = Static<typeof VoucherDetail>;
