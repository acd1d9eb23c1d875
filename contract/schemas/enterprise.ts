// A company's own record on its park's form, and the audit of applications and changes (spec §7: v1/enterprise/detail,
// v1/enterprise/check; issue 13 points 1–2).
import { Type, type Static } from 'typebox';
import type { ProfileKey } from '../company-profile';
import { AUDIT_REASON_MAX_LENGTH, RECORD_TEXT_MAX_LENGTH } from '../constants';
import { Body, Id, Int, IntEnum, Matching, Nullable, Paging, Params, Text } from '../primitives';
import { EnterpriseField } from './enterprise-fields';

const ModuleKey = Matching('^[A-Za-z][A-Za-z0-9_]{0,39}$', 40);
const FIELD_KEY_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,39}$';

/** The longest text answer the server takes at all; a field's own maxLength is checked on commit. */
export const ANSWER_TEXT_MAX = RECORD_TEXT_MAX_LENGTH;
/** The most values a multi-select or upload answer holds. */
export const ANSWER_LIST_MAX = 50;
/** Numbers stay within what a double holds exactly. */
export const ANSWER_NUMBER_MAX = 1e15;

export const AnswerValue = Type.Union([
  Text(ANSWER_TEXT_MAX, { multiline: true }),
  Type.Number({ minimum: -ANSWER_NUMBER_MAX, maximum: ANSWER_NUMBER_MAX }),
  Type.Array(Text(500), { maxItems: ANSWER_LIST_MAX }),
  Type.Null(),
]);
export type AnswerValue = Static<typeof AnswerValue>;

/** One step's answers by field key. */
export const Answers = Type.Record(Type.String({ pattern: FIELD_KEY_PATTERN }), AnswerValue, { maxProperties: 100, additionalProperties: false });
export type Answers = Static<typeof Answers>;

export const RecordParams = Params({ parkId: Id, companyId: Id });
export type RecordParams = Static<typeof RecordParams>;

export const RecordModuleParams = Params({ parkId: Id, companyId: Id, moduleKey: ModuleKey });
export type RecordModuleParams = Static<typeof RecordModuleParams>;

/** Saving one step: isCommit 0 keeps a draft; 1 checks it against the park's form and submits it. */
export const RecordSave = Body({ data: Answers, isCommit: IntEnum([0, 1]) });
export type RecordSave = Static<typeof RecordSave>;

/** Reason of a refused audit. */
export const AUDIT_REASON_MAX = AUDIT_REASON_MAX_LENGTH;

/** `version` is the company's version the auditor looked at: an audit of anything newer is refused. */
export const AuditInput = Body({
  pass: Type.Boolean(),
  reason: Type.Optional(Text(AUDIT_REASON_MAX, { multiline: true })),
  version: Type.Optional(Int(0, 2147483647)),
});
export type AuditInput = Static<typeof AuditInput>;

export const AuditListQuery = Body({ ...Paging, parkId: Id, name: Type.Optional(Text(50)) });
export type AuditListQuery = Static<typeof AuditListQuery>;

const CompanyStateValue = Nullable(IntEnum([0, 1, 2, 3]));

/** The company as its record screen shows it. */
export const RecordCompany = Type.Object({
  id: Type.Integer(),
  parkId: Type.Integer(),
  name: Type.String(),
  state: CompanyStateValue,
  version: Type.Integer(),
  rejectReason: Nullable(Type.String()),
  changePending: Type.Boolean(),
  submittedAt: Nullable(Type.String()),
  settledAt: Nullable(Type.String()),
});
export type RecordCompany = Static<typeof RecordCompany>;

/** One step: the model, its enabled fields in order, and the company's answers to it. */
export const RecordModel = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  moduleKey: Type.String(),
  audited: Type.Boolean(),
  fields: Type.Array(EnterpriseField),
  /** What was last submitted or accepted. */
  data: Nullable(Answers),
  /** What the company is still typing. */
  draft: Nullable(Answers),
  /** A settled company's change to an audited model, waiting for audit. */
  pending: Nullable(Answers),
  updatedAt: Nullable(Type.String()),
});
export type RecordModel = Static<typeof RecordModel>;

export const CompanyRecord = Type.Object({ company: RecordCompany, models: Type.Array(RecordModel) });
export type CompanyRecord = Static<typeof CompanyRecord>;

/** What a step's save answers: the step as stored and the company after it. */
export const RecordSaved = Type.Object({
  company: RecordCompany,
  model: RecordModel,
  /** submitted: the application went to audit; pending: the change waits for audit; applied: in force now; draft. */
  outcome: Type.Union([Type.Literal('draft'), Type.Literal('applied'), Type.Literal('submitted'), Type.Literal('pending')]),
});
export type RecordSaved = Static<typeof RecordSaved>;

const ProfileValue = Type.Optional(Nullable(Type.String()));

/**
 * What a settled company's change waiting for audit would change in its profile columns (contract/company-profile.ts):
 * only the columns that differ, with their new values; the row's own columns stay the accepted ones.
 */
const profileShape: Record<ProfileKey, typeof ProfileValue> = {
  name: ProfileValue,
  creditCode: ProfileValue,
  industry: ProfileValue,
  contact: ProfileValue,
  phone: ProfileValue,
};
export const ProfileChanges = Type.Object(profileShape);
export type ProfileChanges = Static<typeof ProfileChanges>;

/** A row of checkcompany: an application (state 0) or a settled company's change (changePending). */
export const AuditRow = Type.Object({
  id: Type.Integer(),
  parkId: Type.Integer(),
  name: Type.String(),
  creditCode: Nullable(Type.String()),
  contact: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  industry: Nullable(Type.String()),
  state: CompanyStateValue,
  changePending: Type.Boolean(),
  /** A change's new values of the columns it changes (empty for an application: its columns are what it submitted). */
  pending: ProfileChanges,
  version: Type.Integer(),
  submittedAt: Nullable(Type.String()),
  kind: Type.Union([Type.Literal('apply'), Type.Literal('change')]),
});
export type AuditRow = Static<typeof AuditRow>;
