// The companies of a park and their tenancy (spec §7: v1/enterprise/lists, moveIn, moveOut; issue 13 point 2):
// the settlecompany list, moving a settled company into rooms and out of the park, and its audited versions.
import { Type, type Static } from 'typebox';
import { COMPANY_STATE_KEYS } from '../company-states';
import { Body, Id, Int, Matching, Name, Nullable, Paging, Params, StringEnum, Text } from '../primitives';
import { ProfileChanges } from './enterprise';

/** A calendar day, `YYYY-MM-DD` (checked for a real date by the server). */
const Day = Matching('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', 10);

/** The most rooms one move-in takes. */
export const MAX_MOVE_IN_ROOMS = 50;

export const CompanyState = StringEnum(COMPANY_STATE_KEYS);

export const CompanyListQuery = Body({
  ...Paging,
  /** The platform admin's choice of park; an operator's list is their session's park. */
  parkId: Type.Optional(Id),
  /** Part of the name. */
  name: Type.Optional(Text(50)),
  state: Type.Optional(CompanyState),
  /** Companies holding a room in this building. */
  buildingId: Type.Optional(Id),
  /** Part of the industry. */
  industry: Type.Optional(Text(30)),
  /** The whole unified social credit code. */
  creditCode: Type.Optional(Text(18)),
  /** The customer-service manager the company is allotted to. */
  managerId: Type.Optional(Id),
  /** Only the companies allotted to the caller. */
  mine: Type.Optional(Type.Boolean()),
});
export type CompanyListQuery = Static<typeof CompanyListQuery>;

export const TenancyRoom = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  floorId: Type.Integer(),
  floorName: Type.String(),
  buildingId: Type.Integer(),
  buildingName: Type.String(),
  areaSqm: Type.Number(),
});
export type TenancyRoom = Static<typeof TenancyRoom>;

export const CompanyRow = Type.Object({
  id: Type.Integer(),
  parkId: Type.Integer(),
  name: Type.String(),
  /** The stored code (null: not applied); the label is the catalogue's (contract/company-states.ts). */
  state: Nullable(Type.Integer()),
  version: Type.Integer(),
  creditCode: Nullable(Type.String()),
  industry: Nullable(Type.String()),
  /** A change to an audited model waits for audit: the columns above stay the accepted values meanwhile. */
  changePending: Type.Boolean(),
  /** The new values the waiting change would give the columns it changes. */
  pending: ProfileChanges,
  rooms: Type.Array(TenancyRoom),
  /** The rooms' total area in ㎡. */
  areaSqm: Type.Number(),
  managerId: Nullable(Type.Integer()),
  managerName: Nullable(Type.String()),
  /** Allotted to the caller: these come first. */
  mine: Type.Boolean(),
  settledAt: Nullable(Type.String()),
  movedOutOn: Nullable(Type.String()),
});
export type CompanyRow = Static<typeof CompanyRow>;

export const CompanyParams = Params({ companyId: Id });
export type CompanyParams = Static<typeof CompanyParams>;

export const VersionParams = Params({ companyId: Id, version: Int(0, 1000000) });
export type VersionParams = Static<typeof VersionParams>;

export const MoveInInfo = Type.Object({
  company: Type.Object({ id: Type.Integer(), parkId: Type.Integer(), name: Type.String(), state: Nullable(Type.Integer()), version: Type.Integer() }),
  /** The rooms it holds now. */
  rooms: Type.Array(TenancyRoom),
  /** The day of its latest move-in still open ('YYYY-MM-DD'), or null: a move-out cannot be dated before it. */
  movedInOn: Nullable(Type.String()),
  /** The park's enabled buildings, to choose floors and then free rooms from (v1/park/floor|room/select/list). */
  buildings: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), number: Type.String() })),
});
export type MoveInInfo = Static<typeof MoveInInfo>;

export const MoveInInput = Body({
  companyId: Id,
  roomIds: Type.Array(Id, { minItems: 1, maxItems: MAX_MOVE_IN_ROOMS, uniqueItems: true }),
  /** The day the tenancy starts; today when left out. */
  date: Type.Optional(Day),
});
export type MoveInInput = Static<typeof MoveInInput>;

export const MoveOutInput = Body({ companyId: Id, date: Day, reason: Name(200) });
export type MoveOutInput = Static<typeof MoveOutInput>;

export const MoveResult = Type.Object({ companyId: Type.Integer(), state: Nullable(Type.Integer()), version: Type.Integer(), roomIds: Type.Array(Type.Integer()) });
export type MoveResult = Static<typeof MoveResult>;

export const CompanyVersionItem = Type.Object({
  version: Type.Integer(),
  auditedAt: Type.String(),
  auditedBy: Nullable(Type.String()),
});
export type CompanyVersionItem = Static<typeof CompanyVersionItem>;

export const CompanyVersions = Type.Object({
  company: Type.Object({ id: Type.Integer(), parkId: Type.Integer(), name: Type.String(), state: Nullable(Type.Integer()) }),
  versions: Type.Array(CompanyVersionItem),
});
export type CompanyVersions = Static<typeof CompanyVersions>;

/** A field of the park's form, to label a version's values. */
/** `kind`: what the field means (field-kinds.ts), so money and areas read in their unit. */
export const VersionField = Type.Object({ fieldKey: Type.String(), label: Type.String(), type: Type.String(), kind: Type.Optional(Nullable(Type.String())) });
export const VersionModel = Type.Object({ moduleKey: Type.String(), name: Type.String(), fields: Type.Array(VersionField) });
export type VersionModel = Static<typeof VersionModel>;

/** One audited version (or, with version 0, the record as it is today) and the park's form to label it. */
export const CompanyVersionData = Type.Object({
  companyId: Type.Integer(),
  /** 0: today's record. */
  version: Type.Integer(),
  auditedAt: Nullable(Type.String()),
  data: Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown())),
  models: Type.Array(VersionModel),
});
export type CompanyVersionData = Static<typeof CompanyVersionData>;
