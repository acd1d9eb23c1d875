// Button privileges (spec §7: v1/privilege/*); the codes themselves are catalogued in ../privileges.ts.
import { Type, type Static } from 'typebox';
import { Body, Id, Matching, Name, Nullable } from '../primitives';

export const PrivilegeCode = Matching('^[0-9]{4}$', 4);

export const PrivilegeInput = Body({ code: PrivilegeCode, name: Name(30), menuId: Type.Optional(Nullable(Id)) });
export type PrivilegeInput = Static<typeof PrivilegeInput>;

export const PrivilegeBrief = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
export type PrivilegeBrief = Static<typeof PrivilegeBrief>;

export const Privilege = Type.Object({ ...PrivilegeBrief.properties, menuId: Nullable(Type.Integer()) });
export type Privilege = Static<typeof Privilege>;
