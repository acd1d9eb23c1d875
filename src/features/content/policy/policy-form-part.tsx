import type { FormField } from '@/components/schema-form/form-fields';
import { savePolicyConditions, type ConditionField, type PolicyCondition } from '@/api/policies';
import { ConditionBuilder } from './condition-builder';
import { draftProblem, toConditions, toDrafts, type ConditionDraft } from './condition-draft';

export const CONDITIONS_NAME = 'conditions';

/** The policy form's conditions: a rule builder whose rows must all be complete before the form saves. */
export function conditionFormField(fields: ConditionField[]): FormField {
  return {
    type: 'custom',
    name: CONDITIONS_NAME,
    label: '申报条件',
    input: <ConditionBuilder fields={fields} />,
    extra: '企业须同时满足全部条件；保存后在政策详情中查看符合条件的企业',
    rules: [{ validator: (_, value: ConditionDraft[] | undefined) => { const problem = draftProblem(value ?? []); return problem ? Promise.reject(new Error(problem)) : Promise.resolve(); } }],
  };
}

export const conditionValues = (conditions: PolicyCondition[]) => ({ [CONDITIONS_NAME]: toDrafts(conditions) });

/** Saves the form's conditions of a saved policy; a new policy without any has nothing to save. */
export async function saveConditionsOf(policyId: number, values: Record<string, unknown>, isNew: boolean) {
  const drafts = (values[CONDITIONS_NAME] as ConditionDraft[] | undefined) ?? [];
  if (isNew && drafts.length === 0) return;
  await savePolicyConditions(policyId, toConditions(drafts));
}
