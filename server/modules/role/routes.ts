import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import { idParams, levelParams, roleAddBody, roleListBody, roleSettingBody, roleUpdateBody } from './schemas';
import {
  addRole,
  changeRole,
  listRolesFor,
  removeRole,
  roleDetail,
  setRoleMenuPrivileges,
  type RoleGrantsInput,
  type RoleInput,
} from './service';

const tags = ['角色'];
// Changing roles is behind the role-management button privilege; reading them needs a manage session.
const ROLE_ADMIN = { privilege: '0109' };

interface ListBody {
  pageNum?: number;
  pageSize?: number;
  name?: string;
  level?: number;
}

export const roleRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ListBody }>(
    '/v1/role/list',
    { schema: { tags, summary: '角色列表（全部级别）', body: roleListBody } },
    async (request) => ok(await listRolesFor(app.db, contextOf(request), request.body ?? {})),
  );

  app.post<{ Params: { level: number }; Body: ListBody }>(
    '/v1/levelUserRole/lists/:level',
    { schema: { tags, summary: '某一级别（1、2、3）的角色列表', params: levelParams, body: roleListBody } },
    async (request) =>
      ok(await listRolesFor(app.db, contextOf(request), { ...request.body, level: request.params.level })),
  );

  app.get<{ Params: { id: number } }>(
    '/v1/role/detail/:id',
    { schema: { tags, summary: '角色详情（含已授予的菜单与权限）', params: idParams } },
    async (request) => ok(await roleDetail(app.db, contextOf(request), request.params.id)),
  );

  app.post<{ Body: RoleInput & Partial<RoleGrantsInput> }>(
    '/v1/role/add',
    { config: ROLE_ADMIN, schema: { tags, summary: '新增角色', body: roleAddBody } },
    async (request) => ok(await addRole(app.db, contextOf(request), request.body), '角色已新增'),
  );

  app.put<{ Body: RoleInput & { id: number } }>(
    '/v1/role/update',
    { config: ROLE_ADMIN, schema: { tags, summary: '修改角色', body: roleUpdateBody } },
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await changeRole(app.db, contextOf(request), id, input), '角色已修改');
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/v1/role/delete/:id',
    { config: ROLE_ADMIN, schema: { tags, summary: '删除角色（仍有账号使用时拒绝）', params: idParams } },
    async (request) => {
      await removeRole(app.db, contextOf(request), request.params.id);
      return ok(null, '角色已删除');
    },
  );

  app.post<{ Body: RoleGrantsInput & { roleId: number } }>(
    '/v1/role/setting',
    { config: ROLE_ADMIN, schema: { tags, summary: '设置角色的菜单与按钮权限', body: roleSettingBody } },
    async (request) => {
      const { roleId, ...grants } = request.body;
      return ok(await setRoleMenuPrivileges(app.db, contextOf(request), roleId, grants), '菜单权限已保存');
    },
  );
};
