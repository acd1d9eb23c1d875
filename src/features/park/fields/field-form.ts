import type { EnterpriseField, FieldInput, FieldType } from '@/api/enterprise-fields';
import type { FormField } from '@/components/schema-form/form-fields';
import { FIELD_KINDS, FIELD_KIND_KEYS, kindsOfType, type FieldKind } from '@contract/field-kinds';
import { CHOICE_TYPES, FIELD_TYPE_LABELS, KEY_MESSAGE, KEY_PATTERN, LENGTH_TYPES } from './field-labels';

export interface FieldValues extends Record<string, unknown> {
  label: string;
  fieldKey: string;
  type: FieldType;
  required?: boolean;
  /** One option per line. */
  options?: string;
  maxLength?: number | null;
  /** What the field means: its rules on top of the type's (none when empty). */
  kind?: FieldKind | null;
}

const KIND_OPTIONS = FIELD_KIND_KEYS.map((value) => ({ value, label: `${FIELD_KINDS[value].label}（${FIELD_TYPE_LABELS[FIELD_KINDS[value].type]}）` }));

const kindRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: (_: unknown, value: unknown) =>
    value && !kindsOfType(String(getFieldValue('type'))).includes(value as FieldKind)
      ? Promise.reject(new Error(`该字段类型不能设为「${FIELD_KINDS[value as FieldKind].label}」`))
      : Promise.resolve(),
});

const optionsRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: (_: unknown, value: unknown) =>
    CHOICE_TYPES.includes(getFieldValue('type') as FieldType) && !String(value ?? '').trim()
      ? Promise.reject(new Error('下拉字段请至少填写一个选项'))
      : Promise.resolve(),
});

export function fieldFormFields(editing: boolean): FormField[] {
  return [
    { type: 'text', name: 'label', label: '字段名称', required: true },
    { type: 'text', name: 'fieldKey', label: '字段标识', required: true, maxLength: 40, disabled: editing, rules: [{ pattern: KEY_PATTERN, message: KEY_MESSAGE }] },
    { type: 'select', name: 'type', label: '字段类型', required: true, options: Object.entries(FIELD_TYPE_LABELS).map(([value, label]) => ({ label, value })) },
    { type: 'switch', name: 'required', label: '是否必填' },
    { type: 'textarea', name: 'options', label: '选项', rows: 4, maxLength: 1600, extra: '下拉单选、下拉多选时填写，每行一个选项', rules: [optionsRule] },
    { type: 'number', name: 'maxLength', label: '最大长度', min: 1, max: 2000, extra: '单行文本、多行文本时有效' },
    { type: 'select', name: 'kind', label: '字段含义', options: KIND_OPTIONS, rules: [kindRule], extra: '企业填写时按含义校验（如信用代码校验位、手机号、金额、日期范围）；不选则只按类型校验' },
  ];
}

export function toValues(field: EnterpriseField): FieldValues {
  return { label: field.label, fieldKey: field.fieldKey, type: field.type, required: field.required, options: field.options.join('\n'), maxLength: field.maxLength, kind: field.kind ?? null };
}

export function toInput(values: FieldValues): FieldInput {
  const options = [...new Set((values.options ?? '').split('\n').map((o) => o.trim()).filter(Boolean))];
  return {
    label: values.label.trim(),
    type: values.type,
    required: values.required ?? false,
    options: CHOICE_TYPES.includes(values.type) ? options : [],
    maxLength: LENGTH_TYPES.includes(values.type) ? (values.maxLength ?? null) : null,
    kind: values.kind && kindsOfType(values.type).includes(values.kind) ? values.kind : null,
  };
}
