import { Type } from 'typebox';
import { IdParams, Paged } from '../primitives';
import { Role, RoleAddBody, RoleDetail, RoleGrants, RoleLevelParams, RoleQuery, RoleRecord, RoleSettingBody, RoleUpdateBody } from '../schemas/role';
import { defineCalls } from './define-call';

// Roles (spec §7: v1/role/*, v1/levelUserRole/*). Changing roles is behind the role-management button privilege;
// reading them needs a manage session.
// Roles are read where they are kept and where an account is given one.
const MANAGE = { hosts: ['manage'], park: 'session', screens: ['role', 'account'] } as const;
const ROLE_ADMIN = { hosts: ['manage'], privilege: 'roleAdmin', park: 'session' } as const;

export const roleCalls = defineCalls('role', ['角色'], {
  list: { method: 'POST', path: 'v1/role/list', body: RoleQuery, response: Paged(Role), access: MANAGE, summary: '角色列表（全部级别）' },
  levelList: { method: 'POST', path: 'v1/levelUserRole/lists/:level', params: RoleLevelParams, body: RoleQuery, response: Paged(Role), access: MANAGE, summary: '某一级别（1、2、3）的角色列表' },
  detail: { method: 'GET', path: 'v1/role/detail/:id', params: IdParams, response: RoleDetail, access: MANAGE, summary: '角色详情（含已授予的菜单与权限）' },
  add: { method: 'POST', path: 'v1/role/add', body: RoleAddBody, response: RoleRecord, access: ROLE_ADMIN, summary: '新增角色', done: '角色已新增' },
  update: { method: 'PUT', path: 'v1/role/update', body: RoleUpdateBody, response: RoleRecord, access: ROLE_ADMIN, summary: '修改角色', done: '角色已修改' },
  remove: { method: 'DELETE', path: 'v1/role/delete/:id', params: IdParams, response: Type.Null(), access: ROLE_ADMIN, summary: '删除角色（仍有账号使用时拒绝）', done: '角色已删除' },
  setting: { method: 'POST', path: 'v1/role/setting', body: RoleSettingBody, response: RoleGrants, access: ROLE_ADMIN, summary: '设置角色的菜单与按钮权限', done: '菜单权限已保存' },
});
