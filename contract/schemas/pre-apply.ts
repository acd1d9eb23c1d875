// Policy pre-application (spec §7 Policy pre-apply; states in contract/pre-apply-states.ts).
import { Type, type Static } from 'typebox';
import {
  PRE_APPLY_ACTION_KEYS,
  PRE_APPLY_DECISIONS,
  PRE_APPLY_MAX_ATTACHMENTS,
  PRE_APPLY_OPINION_MAX,
  PRE_APPLY_STATEMENT_MAX,
  PRE_APPLY_STATE_KEYS,
} from '../pre-apply-states';
import { Body, Id, Matching, Name, Nullable, Paging, StringEnum, Text } from '../primitives';
import { FileRef as PreApplyAttachment } from './files';

const Day = Matching('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', 10);
const Version = Type.Integer({ minimum: 0, maximum: 2147483647 });

/** What the company fills in; prefilled from its company record. The statement is required to submit. */
export const PreApplyForm = Type.Object(
  {
    companyName: Name(100),
    creditCode: Text(18),
    contact: Name(30),
    /** A mobile number (value-rules.ts), checked with the other fields so each refusal shows under its field. */
    phone: Text(20),
    statement: Text(PRE_APPLY_STATEMENT_MAX, { multiline: true }),
    attachments: Type.Array(PreApplyAttachment, { maxItems: PRE_APPLY_MAX_ATTACHMENTS }),
  },
  { additionalProperties: false },
);
export type PreApplyForm = Static<typeof PreApplyForm>;

/** One condition of the policy checked against the company (the content module's matchPolicy). */
export const PreApplyCondition = Type.Object({
  kind: Type.String(),
  label: Type.String(),
  met: Type.Boolean(),
  /** The company's fact the condition reads (headcount, area, industry…), null when it has none. */
  value: Type.Union([Type.String(), Type.Number(), Type.Array(Type.String()), Type.Null()]),
  reason: Type.String(),
});
export type PreApplyCondition = Static<typeof PreApplyCondition>;

/** The check of every condition; `conditions` is empty when the policy sets none. */
export const PreApplyMatch = Type.Object({ met: Type.Boolean(), conditions: Type.Array(PreApplyCondition) });
export type PreApplyMatch = Static<typeof PreApplyMatch>;

/** `submit: false` keeps a draft (or the returned material); `true` sends it for review. */
export const PreApplyCreate = Body({ policyId: Id, form: PreApplyForm, submit: Type.Boolean() });
export type PreApplyCreate = Static<typeof PreApplyCreate>;

export const PreApplyEdit = Body({ id: Id, version: Version, form: PreApplyForm, submit: Type.Boolean() });
export type PreApplyEdit = Static<typeof PreApplyEdit>;

export const PreApplyCancel = Body({ id: Id, version: Version, reason: Text(PRE_APPLY_OPINION_MAX, { multiline: true }) });
export type PreApplyCancel = Static<typeof PreApplyCancel>;

export const PreApplyCheck = Body({
  id: Id,
  version: Version,
  decision: StringEnum(PRE_APPLY_DECISIONS),
  opinion: Type.Optional(Text(PRE_APPLY_OPINION_MAX, { multiline: true })),
});
export type PreApplyCheck = Static<typeof PreApplyCheck>;

export const PreApplyListQuery = Body({ ...Paging, state: Type.Optional(StringEnum(PRE_APPLY_STATE_KEYS)) });
export type PreApplyListQuery = Static<typeof PreApplyListQuery>;

export const PreApplyAdminListQuery = Body({
  ...Paging,
  /** The platform admin may name a park; others list the session's park. */
  parkId: Type.Optional(Id),
  state: Type.Optional(StringEnum(PRE_APPLY_STATE_KEYS)),
  policyId: Type.Optional(Id),
  companyName: Type.Optional(Text(50)),
  /** Submitted on or after / on or before these days (China time). */
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});
export type PreApplyAdminListQuery = Static<typeof PreApplyAdminListQuery>;

export const PreApplyRow = Type.Object({
  id: Type.Integer(),
  parkId: Type.Integer(),
  policyId: Type.Integer(),
  policyTitle: Type.String(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  state: StringEnum(PRE_APPLY_STATE_KEYS),
  version: Type.Integer(),
  submittedAt: Nullable(Type.String()),
  decidedAt: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PreApplyRow = Static<typeof PreApplyRow>;

/** One step of the application's history, oldest first. */
export const PreApplyStep = Type.Object({
  id: Type.Integer(),
  action: StringEnum(PRE_APPLY_ACTION_KEYS),
  fromState: Nullable(StringEnum(PRE_APPLY_STATE_KEYS)),
  toState: StringEnum(PRE_APPLY_STATE_KEYS),
  who: StringEnum(['company', 'park'] as const),
  actorName: Type.String(),
  opinion: Nullable(Type.String()),
  at: Type.String(),
});
export type PreApplyStep = Static<typeof PreApplyStep>;

export const PreApplyDetail = Type.Object({
  ...PreApplyRow.properties,
  form: PreApplyForm,
  /** The conditions as checked when the material was last saved. */
  match: Nullable(PreApplyMatch),
  cancelReason: Nullable(Type.String()),
  history: Type.Array(PreApplyStep),
});
export type PreApplyDetail = Static<typeof PreApplyDetail>;

/** What the form opens with: the policy, the company's record as a filled form, and the conditions checked. */
export const PreApplyPrefill = Type.Object({
  policyId: Type.Integer(),
  policyTitle: Type.String(),
  form: PreApplyForm,
  match: PreApplyMatch,
});
export type PreApplyPrefill = Static<typeof PreApplyPrefill>;
