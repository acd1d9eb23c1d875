// Menus (spec §7: v1/menu/*).
import { Type, type Static } from 'typebox';
import { Body, Id, IdOrZero, Ids, Int, Name, Nullable, Params, Text } from '../primitives';
import { PrivilegeBrief } from './privilege';

export const MenuParkParams = Params({ parkId: IdOrZero });
export type MenuParkParams = Static<typeof MenuParkParams>;

const menuFields = {
  id: Type.Integer(),
  name: Type.String(),
  path: Type.String(),
  icon: Nullable(Type.String()),
  sort: Type.Integer(),
};

export const MenuNode = Type.Cyclic(
  { MenuNode: Type.Object({ ...menuFields, children: Type.Array(Type.Ref('MenuNode')) }) },
  'MenuNode',
);
export type MenuNode = Static<typeof MenuNode>;

/** A menu with its button privileges (`v1/menu/allTree`). */
export const MenuAdminNode = Type.Cyclic(
  {
    MenuAdminNode: Type.Object({
      ...menuFields,
      parentId: Type.Optional(Nullable(Type.Integer())),
      privileges: Type.Array(PrivilegeBrief),
      children: Type.Array(Type.Ref('MenuAdminNode')),
    }),
  },
  'MenuAdminNode',
);
export type MenuAdminNode = Static<typeof MenuAdminNode>;

export const MenuAdminTree = Type.Object({
  menus: Type.Array(MenuAdminNode),
  /** Privileges under no menu (e.g. 0108, the voucher admin site). */
  privileges: Type.Array(PrivilegeBrief),
});
export type MenuAdminTree = Static<typeof MenuAdminTree>;

/** A menu as stored: what adding one answers. */
export const MenuRecord = Type.Object({ ...menuFields, parentId: Nullable(Type.Integer()) });
export type MenuRecord = Static<typeof MenuRecord>;

/** A path is a screen name. */
export const MenuInput = Body({
  parentId: Type.Optional(Nullable(Id)),
  name: Name(30),
  path: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z][A-Za-z0-9-]*$' }),
  icon: Type.Optional(Text(50)),
  sort: Type.Optional(Int(0, 100000)),
});
export type MenuInput = Static<typeof MenuInput>;

export const MenuPrivilegeBody = Body({ menuId: Id, privilegeIds: Ids(200) });
export type MenuPrivilegeBody = Static<typeof MenuPrivilegeBody>;
