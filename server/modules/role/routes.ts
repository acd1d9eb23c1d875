import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { IdParams } from '@contract/primitives';
import { RoleAddBody, RoleLevelParams, RoleQuery, RoleSettingBody, RoleUpdateBody } from '@contract/schemas/role';
import {
  addRole,
  changeRole,
  listRolesFor,
  removeRole,
  roleDetail,
  setRoleMenuPrivileges,
} from './service';

const tags = ['角色'];
// Changing roles is behind the role-management button privilege; reading them needs a manage session.
const MANAGE: RouteAccessConfig = { access: { hosts: ['manage'], park: 'session' } };
const ROLE_ADMIN: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'roleAdmin', park: 'session' } };

export const roleRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/v1/role/list',
    { config: MANAGE, schema: { tags, summary: '角色列表（全部级别）', body: RoleQuery } },
    async (request) => ok(await listRolesFor(app.db, contextOf(request), request.body ?? {})),
  );

  app.post(
    '/v1/levelUserRole/lists/:level',
    { config: MANAGE, schema: { tags, summary: '某一级别（1、2、3）的角色列表', params: RoleLevelParams, body: RoleQuery } },
    async (request) =>
      ok(await listRolesFor(app.db, contextOf(request), { ...request.body, level: request.params.level })),
  );

  app.get(
    '/v1/role/detail/:id',
    { config: MANAGE, schema: { tags, summary: '角色详情（含已授予的菜单与权限）', params: IdParams } },
    async (request) => ok(await roleDetail(app.db, contextOf(request), request.params.id)),
  );

  app.post(
    '/v1/role/add',
    { config: ROLE_ADMIN, schema: { tags, summary: '新增角色', body: RoleAddBody } },
    async (request) => ok(await addRole(app.db, contextOf(request), request.body), '角色已新增'),
  );

  app.put(
    '/v1/role/update',
    { config: ROLE_ADMIN, schema: { tags, summary: '修改角色', body: RoleUpdateBody } },
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await changeRole(app.db, contextOf(request), id, input), '角色已修改');
    },
  );

  app.delete(
    '/v1/role/delete/:id',
    { config: ROLE_ADMIN, schema: { tags, summary: '删除角色（仍有账号使用时拒绝）', params: IdParams } },
    async (request) => {
      await removeRole(app.db, contextOf(request), request.params.id);
      return ok(null, '角色已删除');
    },
  );

  app.post(
    '/v1/role/setting',
    { config: ROLE_ADMIN, schema: { tags, summary: '设置角色的菜单与按钮权限', body: RoleSettingBody } },
    async (request) => {
      const { roleId, ...grants } = request.body;
      return ok(await setRoleMenuPrivileges(app.db, contextOf(request), roleId, grants), '菜单权限已保存');
    },
  );
};
