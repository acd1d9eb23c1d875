// A policy's eligibility conditions and its matching companies (spec §7 v1/admin/ps/policy/condition/*): the shape of
// one condition here; whether its operator, target and value fit its kind the server checks against
// src/contract/policy-conditions.ts, naming the condition that does not.
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

/** spec §7 v1/admin/ps/report: the content statistics of one park. */
export const ContentReportQuery = Body({ parkId: Id });
export type ContentReportQuery = Static<typeof ContentReportQuery>;
