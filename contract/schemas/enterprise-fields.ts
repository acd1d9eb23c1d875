// The company information form of a park: modules and their fields (spec §7: v1/enterprise/*).
import { Type, type Static } from 'typebox';
import { FIELD_KIND_KEYS } from '../field-kinds';
import { Body, Id, Int, Matching, Name, Nullable, Paging, StringEnum } from '../primitives';

export const FIELD_TYPES = ['text', 'textarea', 'number', 'select', 'multi-select', 'date', 'upload'] as const;
export const FieldType = StringEnum(FIELD_TYPES);
export type FieldType = Static<typeof FieldType>;
/** The types whose fields list options. */
export const CHOICE_TYPES: readonly FieldType[] = ['select', 'multi-select'];
/** The types whose fields may set a maximum length. */
export const LENGTH_TYPES: readonly FieldType[] = ['text', 'textarea'];

/** What a field means (field-kinds.ts): its rules on top of its type's; null for none. */
export const FieldKind = StringEnum(FIELD_KIND_KEYS);
export type FieldKind = Static<typeof FieldKind>;

const Label = Name(30);
const Key = Matching('^[A-Za-z][A-Za-z0-9_]{0,39}$', 40);

export const DIRECTIONS = ['up', 'down'] as const;
export const Direction = StringEnum(DIRECTIONS);
export type Direction = Static<typeof Direction>;

const FieldPropsObject = Type.Object({
  label: Label,
  type: FieldType,
  required: Type.Boolean(),
  options: Type.Array(Name(30), { maxItems: 50, uniqueItems: true }),
  maxLength: Nullable(Int(1, 2000)),
  kind: Nullable(FieldKind),
  enabled: Type.Boolean(),
});
const fieldProps = Type.Partial(FieldPropsObject).properties;

export const ModelQuery = Body({ ...Paging, parkId: Id });
export type ModelQuery = Static<typeof ModelQuery>;

export const ModelAdd = Body({ parkId: Id, name: Label, moduleKey: Key, enabled: Type.Optional(Type.Boolean()) });
export type ModelAdd = Static<typeof ModelAdd>;

/** `audited`: a settled company's change to this module goes back through audit (issue 13). */
export const ModelUpdate = Body({ id: Id, name: Type.Optional(Label), enabled: Type.Optional(Type.Boolean()), audited: Type.Optional(Type.Boolean()) });
export type ModelUpdate = Static<typeof ModelUpdate>;

export const FieldQuery = Body({ ...Paging, modelId: Id });
export type FieldQuery = Static<typeof FieldQuery>;

export const FieldProps = Body(fieldProps);
export type FieldProps = Static<typeof FieldProps>;

export const FieldAdd = Body({ modelId: Id, fieldKey: Key, ...fieldProps, label: Label, type: FieldType });
export type FieldAdd = Static<typeof FieldAdd>;

export const FieldUpdate = Body({ id: Id, ...fieldProps });
export type FieldUpdate = Static<typeof FieldUpdate>;

export const Move = Body({ id: Id, direction: Direction });
export type Move = Static<typeof Move>;

/** A module (step) of the company information form of one park, as stored (its detail, and what a change answers). */
export const EnterpriseModelRecord = Type.Object({
  id: Type.Integer(),
  parkId: Type.Integer(),
  name: Type.String(),
  moduleKey: Type.String(),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
  /** A settled company's change to this module goes back through audit. */
  audited: Type.Optional(Type.Boolean()),
});
export type EnterpriseModelRecord = Static<typeof EnterpriseModelRecord>;

/** A module as the module list shows it, with how many fields it has. */
export const EnterpriseModel = Type.Object({ ...EnterpriseModelRecord.properties, fieldCount: Type.Integer() });
export type EnterpriseModel = Static<typeof EnterpriseModel>;

export const EnterpriseField = Type.Object({
  id: Type.Integer(),
  parkId: Type.Integer(),
  modelId: Type.Integer(),
  fieldKey: Type.String(),
  label: Type.String(),
  type: FieldType,
  required: Type.Boolean(),
  options: Type.Array(Type.String()),
  maxLength: Nullable(Type.Integer()),
  /** Absent or null: the field has only its type's rules. */
  kind: Type.Optional(Nullable(FieldKind)),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
});
export type EnterpriseField = Static<typeof EnterpriseField>;

/** A page of a module's fields, with the module they belong to. */
export const FieldPage = Type.Object({ model: EnterpriseModelRecord, list: Type.Array(EnterpriseField), total: Type.Integer({ minimum: 0 }) });
export type FieldPage = Static<typeof FieldPage>;
