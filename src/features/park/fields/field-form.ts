import type { EnterpriseField, FieldInput, FieldType } from '@/api/enterprise-fields';
import type { FormField } from '@/components/schema-form/form-fields';
import { FIELD_KINDS, FIELD_KIND_KEYS, kindsOfType, type FieldKind } from '@contract/field-kinds';
import { CHOICE_TYPES, KEY_PATTERN, LENGTH_TYPES } from './field-labels';
import type { FieldsTexts } from './i18n/fields';

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

type FieldGetter = { getFieldValue: (name: string) => unknown };

/** The field form in the reader's language; `word` gives the field kinds' names (the contract's words). */
export function fieldFormFields(editing: boolean, texts: FieldsTexts, word: (word: string) => string): FormField[] {
  const words = texts.fields;
  const kindOptions = FIELD_KIND_KEYS.map((value) => ({ value, label: words.kindOption(word(FIELD_KINDS[value].label), texts.types[FIELD_KINDS[value].type]) }));
  const kindRule = ({ getFieldValue }: FieldGetter) => ({
    validator: (_: unknown, value: unknown) =>
      value && !kindsOfType(String(getFieldValue('type'))).includes(value as FieldKind)
        ? Promise.reject(new Error(words.kindRefused(word(FIELD_KINDS[value as FieldKind].label))))
        : Promise.resolve(),
  });
  const optionsRule = ({ getFieldValue }: FieldGetter) => ({
    validator: (_: unknown, value: unknown) =>
      CHOICE_TYPES.includes(getFieldValue('type') as FieldType) && !String(value ?? '').trim() ? Promise.reject(new Error(words.optionsRequired)) : Promise.resolve(),
  });
  return [
    { type: 'text', name: 'label', label: words.label, required: true },
    { type: 'text', name: 'fieldKey', label: words.key, required: true, maxLength: 40, disabled: editing, rules: [{ pattern: KEY_PATTERN, message: texts.keyRule }] },
    { type: 'select', name: 'type', label: words.fieldType, required: true, options: Object.entries(texts.types).map(([value, label]) => ({ label, value })) },
    { type: 'switch', name: 'required', label: words.requiredSwitch },
    { type: 'textarea', name: 'options', label: words.options, rows: 4, maxLength: 1600, extra: words.optionsHelp, rules: [optionsRule] },
    { type: 'number', name: 'maxLength', label: words.maxLength, min: 1, max: 2000, extra: words.maxLengthHelp },
    { type: 'select', name: 'kind', label: words.meaning, options: kindOptions, rules: [kindRule], extra: words.meaningHelp },
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
