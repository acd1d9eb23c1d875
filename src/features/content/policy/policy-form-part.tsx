import type { FormField } from '@/components/schema-form/form-fields';
import { savePolicyConditions, type ConditionField, type PolicyCondition } from '@/api/policies';
import { ConditionBuilder } from './condition-builder';
import type { ContentTexts } from '../i18n/content';
import { draftProblem, toConditions, toDrafts, type ConditionDraft } from './condition-draft';

export const CONDITIONS_NAME = 'conditions';

/** The policy form's conditions: a rule builder whose rows must all be complete before the form saves. */
export function conditionFormField(fields: ConditionField[], { policy }: ContentTexts): FormField {
  return {
    type: 'custom',
    name: CONDITIONS_NAME,
    label: policy.conditions,
    input: <ConditionBuilder fields={fields} />,
    extra: policy.conditionsNote,
    rules: [{ validator: (_, value: ConditionDraft[] | undefined) => { const problem = draftProblem(value ?? [], policy.incomplete); return problem ? Promise.reject(new Error(problem)) : Promise.resolve(); } }],
  };
}

export const conditionValues = (conditions: PolicyCondition[]) => ({ [CONDITIONS_NAME]: toDrafts(conditions) });

/** Saves the form's conditions of a saved policy; a new policy without any has nothing to save. */
export async function saveConditionsOf(policyId: number, values: Record<string, unknown>, isNew: boolean) {
  const drafts = (values[CONDITIONS_NAME] as ConditionDraft[] | undefined) ?? [];
  if (isNew && drafts.length === 0) return;
  await savePolicyConditions(policyId, toConditions(drafts));
}
