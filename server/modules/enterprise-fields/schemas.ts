// The enterprise-field contract lives in src/contract/schemas/enterprise-fields.ts.
export { CHOICE_TYPES, LENGTH_TYPES } from '../../../src/contract/schemas/enterprise-fields';
export { FIELD_KINDS, kindsOfType, type FieldKind } from '../../../src/contract/field-kinds';
export type { FieldAdd, FieldProps, FieldType, FieldUpdate, ModelAdd, ModelUpdate, Move } from '../../../src/contract/schemas/enterprise-fields';
