import { Type } from 'typebox';
import { IdParams } from '../primitives';
import { Privilege, PrivilegeInput } from '../schemas/privilege';
import { defineCalls } from './define-call';

// Button privileges (spec §7: v1/privilege/*): any manage session reads them, the menu administrators change them.
// The codes are read where they are kept and where a role's codes are set.
const MANAGE = { hosts: ['manage'], park: 'session', screens: ['privilege', 'role'] } as const;
const MENU_ADMIN = { hosts: ['manage'], privilege: 'menuAdmin', park: 'session' } as const;

export const privilegeCalls = defineCalls('privilege', ['权限'], {
  list: { method: 'GET', path: 'v1/privilege/list', response: Type.Array(Privilege), access: MANAGE, summary: '全部按钮权限编码' },
  add: { method: 'POST', path: 'v1/privilege/add', body: PrivilegeInput, response: Privilege, access: MENU_ADMIN, summary: '新增按钮权限', done: '权限已新增' },
  remove: { method: 'DELETE', path: 'v1/privilege/delete/:id', params: IdParams, response: Type.Null(), access: MENU_ADMIN, summary: '删除按钮权限（仍被角色持有时拒绝）', done: '权限已删除' },
});
