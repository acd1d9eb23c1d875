import { Type } from 'typebox';
import { IdParams } from '../primitives';
import { MenuAdminTree, MenuInput, MenuNode, MenuParkParams, MenuPrivilegeBody, MenuRecord } from '../schemas/menu';
import { PrivilegeBrief } from '../schemas/privilege';
import { defineCalls } from './define-call';

// Menus (spec §7: v1/menu/*). Menus and privilege codes are shared by every park: changing them is a platform-only
// privilege; any manage session reads them.
// The whole tree is read where menus are kept and where a role's menus are set.
const MANAGE = { hosts: ['manage'], park: 'session', screens: ['privilege', 'role'] } as const;
const MENU_ADMIN = { hosts: ['manage'], privilege: 'menuAdmin', park: 'session' } as const;

export const menuCalls = defineCalls('menu', ['菜单'], {
  current: { method: 'GET', path: 'v1/menu/getCurrentUserMenu/:parkId', params: MenuParkParams, response: Type.Array(MenuNode), access: { hosts: ['manage'], park: 'scope', open: 'the shell\'s own menus' }, summary: '当前用户在某园区的管理菜单树' },
  allTree: { method: 'GET', path: 'v1/menu/allTree', response: MenuAdminTree, access: MANAGE, summary: '完整菜单树（含各菜单的按钮权限）' },
  add: { method: 'POST', path: 'v1/menu/addMenu', body: MenuInput, response: MenuRecord, access: MENU_ADMIN, summary: '新增菜单', done: '菜单已新增' },
  remove: { method: 'DELETE', path: 'v1/menu/deleteMenu/:id', params: IdParams, response: Type.Null(), access: MENU_ADMIN, summary: '删除菜单（有子菜单时拒绝）', done: '菜单已删除' },
  setPrivilege: { method: 'POST', path: 'v1/menu/setMenuPrivilege', body: MenuPrivilegeBody, response: Type.Array(PrivilegeBrief), access: MENU_ADMIN, summary: '设置菜单下的按钮权限', done: '菜单权限已保存' },
});
