// Roles (spec §7: v1/role/*, v1/levelUserRole/*).
import { Type, type Static } from 'typebox';
import { Body, Id, Ids, IntEnum, Name, Nullable, Paging, Params, Text } from '../primitives';

/** Role levels: 1 ranks highest, 3 lowest. */
export const RoleLevel = IntEnum([1, 2, 3]);
export type RoleLevel = Static<typeof RoleLevel>;

export const RoleLevelParams = Params({ level: RoleLevel });
export type RoleLevelParams = Static<typeof RoleLevelParams>;

export const RoleQuery = Body({ ...Paging, name: Type.Optional(Text(30)), level: Type.Optional(RoleLevel) });
export type RoleQuery = Static<typeof RoleQuery>;

const roleFields = { name: Name(30), level: RoleLevel, description: Type.Optional(Text(200, { multiline: true })) };
const RoleIds = Ids(500);

export const RoleInput = Body(roleFields);
export type RoleInput = Static<typeof RoleInput>;

export const RoleGrants = Body({ menuIds: RoleIds, privilegeIds: RoleIds });
export type RoleGrants = Static<typeof RoleGrants>;

export const RoleAddBody = Body({ ...roleFields, menuIds: Type.Optional(RoleIds), privilegeIds: Type.Optional(RoleIds) });
export type RoleAddBody = Static<typeof RoleAddBody>;

export const RoleUpdateBody = Body({ id: Id, ...roleFields });
export type RoleUpdateBody = Static<typeof RoleUpdateBody>;

export const RoleSettingBody = Body({ roleId: Id, ...RoleGrants.properties });
export type RoleSettingBody = Static<typeof RoleSettingBody>;

/** A role as stored: what adding or changing one answers. */
export const RoleRecord = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  level: RoleLevel,
  /** null: a platform role usable in every park. */
  parkId: Nullable(Type.Integer()),
  description: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type RoleRecord = Static<typeof RoleRecord>;

/** A role as the lists show it, with how many accounts hold it. */
export const Role = Type.Object({ ...RoleRecord.properties, userCount: Type.Integer() });
export type Role = Static<typeof Role>;

export const RoleDetail = Type.Object({
  ...Role.properties,
  menuIds: Type.Array(Type.Integer()),
  privilegeIds: Type.Array(Type.Integer()),
  /** Whether the caller may change this role (rank and park rules on the server). */
  editable: Type.Boolean(),
});
export type RoleDetail = Static<typeof RoleDetail>;
