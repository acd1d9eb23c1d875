// A policy's eligibility conditions and its matching companies (spec §7 v1/admin/ps/policy/condition/*): the shape of
// one condition here; whether its operator, target and value fit its kind the server checks against
// contract/policy-conditions.ts, naming the condition that does not.
import { Type, type Static } from 'typebox';
import { CONDITION_CHOICES_MAX, CONDITION_KIND_KEYS, CONDITION_OPERATOR_KEYS, CONDITIONS_MAX } from '../policy-conditions';
import { Body, Id, Ids, Matching, Name, Nullable, Paging, StringEnum, Text } from '../primitives';

export const ConditionInput = Type.Object(
  {
    kind: StringEnum(CONDITION_KIND_KEYS),
    operator: StringEnum(CONDITION_OPERATOR_KEYS),
    /** `moduleKey.fieldKey` for a field condition, a milestone kind for a milestone condition. */
    target: Type.Optional(Nullable(Matching('^[A-Za-z][A-Za-z0-9_.]{0,80}$', 81))),
    value: Type.Union([
      Type.Number({ minimum: 0, maximum: 1_000_000_000 }),
      Text(100),
      Type.Array(Name(50), { minItems: 1, maxItems: CONDITION_CHOICES_MAX, uniqueItems: true }),
    ]),
  },
  { additionalProperties: false },
);
export type ConditionInput = Static<typeof ConditionInput>;

/** The whole set of a policy's conditions, replacing the one it had. */
export const ConditionSave = Body({ policyId: Id, conditions: Type.Array(ConditionInput, { maxItems: CONDITIONS_MAX }) });
export type ConditionSave = Static<typeof ConditionSave>;

export const ConditionFieldQuery = Body({ parkId: Id });
export type ConditionFieldQuery = Static<typeof ConditionFieldQuery>;

/** The park's companies that meet (`met`) or miss a policy's conditions today, a page at a time. */
export const MatchQuery = Body({ ...Paging, policyId: Id, met: Type.Optional(Type.Boolean()), name: Type.Optional(Text(50)) });
export type MatchQuery = Static<typeof MatchQuery>;

/** Tell the matching companies (all of them, or the ones chosen) about the policy. */
export const MatchNotify = Body({ policyId: Id, companyIds: Type.Optional(Ids(2000)) });
export type MatchNotify = Static<typeof MatchNotify>;

const Count = Type.Integer({ minimum: 0 });

/** What a send would do now: of the companies that meet the conditions, how many were told already and how many not. */
export const NotifyPreview = Type.Object({
  /** Companies that meet the conditions now (of those chosen, or all). */
  matching: Count,
  /** Of them, told of this policy before (a send skips them). */
  notified: Count,
  /** Of them, not told yet (whom a send reaches). */
  pending: Count,
  /** Chosen companies that no longer meet the conditions. */
  unmatched: Count,
});
export type NotifyPreview = Static<typeof NotifyPreview>;

/** What a send did: each company is told of a policy once, however often or concurrently it is sent. */
export const NotifyResult = Type.Object({
  /** Companies told by this send. */
  companies: Count,
  /** Their accounts that received the message. */
  accounts: Count,
  /** Companies left out because they had been told before. */
  notified: Count,
  /** Chosen companies left out because they no longer meet the conditions. */
  unmatched: Count,
  /** notified + unmatched. */
  skipped: Count,
});
export type NotifyResult = Static<typeof NotifyResult>;

const Value = Type.Union([Type.Number(), Type.String(), Type.Array(Type.String())]);

/** One condition as stored and sent: `target` names the field or milestone kind, `value` matches the operator. */
export const PolicyCondition = Type.Object({
  kind: StringEnum(CONDITION_KIND_KEYS),
  operator: StringEnum(CONDITION_OPERATOR_KEYS),
  target: Type.Optional(Nullable(Type.String())),
  value: Value,
});
export type PolicyCondition = Static<typeof PolicyCondition>;

/** A park form field a condition may read, as the rule builder lists it. */
export const ConditionField = Type.Object({
  /** `moduleKey.fieldKey`. */
  key: Type.String(),
  label: Type.String(),
  type: Type.String(),
  options: Type.Array(Type.String()),
  /** What the field means (field-kinds.ts): a money field (stored as fen) is compared and shown in yuan. */
  kind: Type.Optional(Nullable(Type.String())),
});
export type ConditionField = Static<typeof ConditionField>;

/** What a company's fact was for one condition, and whether it passed. */
export const ConditionOutcome = Type.Object({
  kind: StringEnum(CONDITION_KIND_KEYS),
  /** The condition in words, e.g. 在职人数不少于10人. */
  label: Type.String(),
  met: Type.Boolean(),
  value: Nullable(Value),
  reason: Type.String(),
});
export type ConditionOutcome = Static<typeof ConditionOutcome>;

/** One company against one policy's conditions today. */
export const PolicyMatch = Type.Object({
  policyId: Type.Integer(),
  companyId: Type.Integer(),
  met: Type.Boolean(),
  conditions: Type.Array(ConditionOutcome),
});
export type PolicyMatch = Static<typeof PolicyMatch>;

/** One of the park's settled companies against a policy: every condition when it meets them, the first miss otherwise. */
export const MatchedCompany = Type.Object({
  companyId: Type.Integer(),
  companyName: Type.String(),
  met: Type.Boolean(),
  conditions: Type.Array(ConditionOutcome),
  /** When the company was told of the policy (ISO time), null if never. */
  notifiedAt: Nullable(Type.String()),
});
export type MatchedCompany = Static<typeof MatchedCompany>;

/** spec §7 v1/admin/ps/report: the content statistics of one park. */
export const ContentReportQuery = Body({ parkId: Id });
export type ContentReportQuery = Static<typeof ContentReportQuery>;
