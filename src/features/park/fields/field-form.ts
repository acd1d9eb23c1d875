import type { EnterpriseField, FieldInput, FieldType } from '@/api/enterprise-fields';
import type { FormField } from '@/components/schema-form/form-fields';
import { CHOICE_TYPES, FIELD_TYPE_LABELS, KEY_MESSAGE, KEY_PATTERN, LENGTH_TYPES } from './field-labels';

export interface FieldValues extends Record<string, unknown> {
  label: string;
  fieldKey: string;
  type: FieldType;
  required?: boolean;
  /** One option per line. */
  options?: string;
  maxLength?: number | null;
}

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
  ];
}

export function toValues(field: EnterpriseField): FieldValues {
  return { label: field.label, fieldKey: field.fieldKey, type: field.type, required: field.required, options: field.options.join('\n'), maxLength: field.maxLength };
}

export function toInput(values: FieldValues): FieldInput {
  const options = [...new Set((values.options ?? '').split('\n').map((o) => o.trim()).filter(Boolean))];
  return {
    label: values.label.trim(),
    type: values.type,
    required: values.required ?? false,
    options: CHOICE_TYPES.includes(values.type) ? options : [],
    maxLength: LENGTH_TYPES.includes(values.type) ? (values.maxLength ?? null) : null,
  };
}
