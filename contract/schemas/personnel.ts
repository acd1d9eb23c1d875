// A company's staff (spec §7: v1/enterprise/personnel/*, the spec's spelling `addOrUodate` kept).
import { Type, type Static } from 'typebox';
import { Body, Id, Ids, Matching, Name, Nullable, Paging, StringEnum, Text } from '../primitives';
import { EDUCATIONS, ID_NUMBER_PATTERN, MOBILE_PATTERN } from '../personnel-rules';

const Phone = Matching(MOBILE_PATTERN, 11);
const IdNumber = Matching(ID_NUMBER_PATTERN, 18);
const Day = Matching('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', 10);
const Label = Text(30);

const filters = {
  ...Paging,
  name: Type.Optional(Label),
  phone: Type.Optional(Text(11)),
  department: Type.Optional(Label),
  position: Type.Optional(Label),
};

/** The company's own staff; `companyId`, when sent, must be the caller's company. */
export const PersonnelListQuery = Body({ ...filters, companyId: Type.Optional(Id) });
export type PersonnelListQuery = Static<typeof PersonnelListQuery>;

/** `list/web`: a park operator reads one company's staff (read-only). */
export const PersonnelWebQuery = Body({ ...filters, companyId: Id });
export type PersonnelWebQuery = Static<typeof PersonnelWebQuery>;

/** One staff member (`id`) or several (`ids`, at most 100) of the caller's company. */
export const PersonnelDelete = Body({ id: Type.Optional(Id), ids: Type.Optional(Ids(100)) });
export type PersonnelDelete = Static<typeof PersonnelDelete>;

/**
 * Adds a staff member (without `id`) or replaces one (with `id`). The ID number is required on add; on update it
 * is replaced only when sent (the form shows it masked and sends it only when retyped).
 */
export const PersonnelSave = Body({
  id: Type.Optional(Id),
  companyId: Type.Optional(Id),
  name: Name(30),
  phone: Phone,
  idNumber: Type.Optional(IdNumber),
  department: Type.Optional(Nullable(Label)),
  position: Type.Optional(Nullable(Label)),
  entryDate: Day,
  education: Type.Optional(Nullable(StringEnum(EDUCATIONS))),
});
export type PersonnelSave = Static<typeof PersonnelSave>;

/** A staff member as every answer shows it: the ID number masked (3101**********1234), never whole. */
export const Personnel = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  idNumber: Nullable(Type.String()),
  department: Nullable(Type.String()),
  position: Nullable(Type.String()),
  entryDate: Nullable(Type.String()),
  education: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Personnel = Static<typeof Personnel>;

/** `list/web` answers the page with the company it belongs to. */
export const PersonnelWebPage = Type.Object({
  list: Type.Array(Personnel),
  total: Type.Integer({ minimum: 0 }),
  company: Type.Object({ id: Type.Integer(), name: Type.String(), state: Nullable(Type.Integer()) }),
});
export type PersonnelWebPage = Static<typeof PersonnelWebPage>;

/** An import: all rows inserted (`success`) or none (`failed`, each bad row named by its Excel row number). */
export const PersonnelImportResult = Type.Object({
  state: StringEnum(['success', 'failed'] as const),
  total: Type.Integer(),
  imported: Type.Integer(),
  errors: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() })),
});
export type PersonnelImportResult = Static<typeof PersonnelImportResult>;

/** `delete` answers how many staff members went. */
export const PersonnelDeleted = Type.Object({ deleted: Type.Integer({ minimum: 1 }) });
export type PersonnelDeleted = Static<typeof PersonnelDeleted>;
