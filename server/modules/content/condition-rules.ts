import { isMilestoneKind } from '@contract/company-milestones';
import {
  CONDITION_KINDS, CONDITION_OPERATORS, FIELD_TYPE_OPERATORS, OPERATOR_VALUE, type ConditionField, type ConditionKindDeclaration,
  type PolicyCondition,
} from '@contract/policy-conditions';
import type { ConditionInput } from '@contract/schemas/policy-conditions';
import { badRequest } from '../../lib/errors';

const VALUE_WORDS = { list: '一组选项', number: '数字', text: '文字' } as const;

function valueFits(condition: ConditionInput): boolean {
  const wanted = OPERATOR_VALUE[condition.operator];
  if (wanted === 'list') return Array.isArray(condition.value) && condition.value.length > 0;
  if (wanted === 'number') return typeof condition.value === 'number';
  if (typeof condition.value !== 'string') return false;
  return condition.operator === 'has' || condition.value.trim() !== '';
}

// What the schema cannot say: the operator fits the kind (and a field's type), the value the operator, the target
// exists in this park. Each refusal names the condition by its place in the list.
function checkOne(condition: ConditionInput, n: number, fields: Map<string, ConditionField>): PolicyCondition {
  const at = `第${n}条条件`;
  const kind: ConditionKindDeclaration = CONDITION_KINDS[condition.kind];
  const operator = CONDITION_OPERATORS[condition.operator];
  if (!kind.operators.includes(condition.operator)) throw badRequest(`${at}：「${kind.label}」不能使用「${operator}」`);
  if (!valueFits(condition)) throw badRequest(`${at}：「${operator}」的取值应为${VALUE_WORDS[OPERATOR_VALUE[condition.operator]]}`);
  const target = condition.target ?? null;
  if (kind.target === 'field') {
    const field = target ? fields.get(target) : undefined;
    if (!field) throw badRequest(`${at}：企业信息字段「${target ?? ''}」不存在或不能作为条件`);
    if (!(FIELD_TYPE_OPERATORS[field.type] ?? []).includes(condition.operator)) throw badRequest(`${at}：字段「${field.label}」不能使用「${operator}」`);
    const outside = Array.isArray(condition.value) ? condition.value.find((v) => !field.options.includes(v)) : undefined;
    if (outside !== undefined) throw badRequest(`${at}：「${outside}」不是字段「${field.label}」的选项`);
  } else if (kind.target === 'milestone') {
    if (!target || !isMilestoneKind(target)) throw badRequest(`${at}：里程碑类型「${target ?? ''}」不存在`);
  } else if (target !== null) {
    throw badRequest(`${at}：「${kind.label}」不需要选择字段`);
  }
  return { kind: condition.kind, operator: condition.operator, target, value: condition.value };
}

export const checkConditions = (conditions: ConditionInput[], fields: Map<string, ConditionField>): PolicyCondition[] =>
  conditions.map((c, i) => checkOne(c, i + 1, fields));
