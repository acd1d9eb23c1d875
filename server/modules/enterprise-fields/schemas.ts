// The enterprise-field contract lives in contract/schemas/enterprise-fields.ts.
export { CHOICE_TYPES, LENGTH_TYPES } from '@contract/schemas/enterprise-fields';
export { FIELD_KINDS, kindsOfType, type FieldKind } from '@contract/field-kinds';
export type { FieldAdd, FieldProps, FieldType, FieldUpdate, ModelAdd, ModelUpdate, Move } from '@contract/schemas/enterprise-fields';
