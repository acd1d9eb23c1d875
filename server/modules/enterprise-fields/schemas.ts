// The enterprise-field contract lives in src/contract/schemas/enterprise-fields.ts.
export { CHOICE_TYPES, LENGTH_TYPES } from '../../../src/contract/schemas/enterprise-fields';
export type { FieldAdd, FieldProps, FieldType, FieldUpdate, ModelAdd, ModelUpdate, Move } from '../../../src/contract/schemas/enterprise-fields';
