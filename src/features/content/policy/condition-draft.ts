import {
  CONDITION_KINDS, CONDITIONS_MAX, FIELD_TYPE_OPERATORS, OPERATOR_VALUE, type ConditionField, type ConditionKind, type ConditionKindDeclaration,
  type ConditionOperator,
  type ConditionValueKind, type PolicyCondition,
} from '@contract/policy-conditions';

import { contentZh } from '../i18n/content-zh-CN';

/** A row of the rule builder: a condition still being written (its target or value may be missing). */
export interface ConditionDraft {
  kind: ConditionKind;
  operator: ConditionOperator;
  target: string | null;
  value: string | number | string[] | null;
}

export { CONDITIONS_MAX };

/** The operators a row offers: its kind's, narrowed by the chosen field's type. */
export function operatorsFor(kind: ConditionKind, field?: ConditionField): readonly ConditionOperator[] {
  const own: readonly ConditionOperator[] = CONDITION_KINDS[kind].operators;
  if (kind !== 'field') return own;
  return field ? (FIELD_TYPE_OPERATORS[field.type] ?? []) : [];
}

export const valueKindOf = (operator: ConditionOperator): ConditionValueKind => OPERATOR_VALUE[operator];

const emptyValue = (operator: ConditionOperator) => (operator === 'has' ? '' : null);

export function newDraft(kind: ConditionKind = 'industry'): ConditionDraft {
  const operator = CONDITION_KINDS[kind].operators[0];
  return { kind, operator, target: kind === 'milestone' ? 'qualification' : null, value: emptyValue(operator) };
}

/** A row after its kind, target or operator changed: the value is kept only while it still fits. */
export function changed(draft: ConditionDraft, change: Partial<ConditionDraft>, fields: ConditionField[]): ConditionDraft {
  if (change.kind && change.kind !== draft.kind) return newDraft(change.kind);
  const next = { ...draft, ...change };
  if (change.target !== undefined && next.kind === 'field') {
    const allowed = operatorsFor('field', fields.find((f) => f.key === next.target));
    next.operator = allowed.includes(next.operator) ? next.operator : (allowed[0] ?? next.operator);
    next.value = null;
  }
  if (change.operator && valueKindOf(change.operator) !== valueKindOf(draft.operator)) next.value = emptyValue(change.operator);
  return next;
}

function complete(draft: ConditionDraft): boolean {
  if ((CONDITION_KINDS[draft.kind] as ConditionKindDeclaration).target && !draft.target) return false;
  switch (valueKindOf(draft.operator)) {
    case 'list': return Array.isArray(draft.value) && draft.value.length > 0;
    case 'number': return typeof draft.value === 'number';
    case 'text': return typeof draft.value === 'string' && (draft.operator === 'has' || draft.value.trim() !== '');
  }
}

/** The first incomplete row's message (in Chinese unless `incomplete` says it otherwise), or null when every row can be saved. */
export function draftProblem(drafts: ConditionDraft[], incomplete: (row: number) => string = contentZh.policy.incomplete): string | null {
  const at = drafts.findIndex((d) => !complete(d));
  return at < 0 ? null : incomplete(at + 1);
}

export const toConditions = (drafts: ConditionDraft[]): PolicyCondition[] =>
  drafts.map((d) => ({ kind: d.kind, operator: d.operator, ...(d.target ? { target: d.target } : {}), value: d.value ?? '' }));

export const toDrafts = (conditions: PolicyCondition[]): ConditionDraft[] =>
  conditions.map((c) => ({ kind: c.kind, operator: c.operator, target: c.target ?? null, value: c.value }));
