import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { IdParams } from '@contract/primitives';
import { MenuInput, MenuPrivilegeBody } from '@contract/schemas/menu';
import { addMenu, allTree, removeMenu, setMenuPrivilege } from './admin-service';

const tags = ['菜单'];
// Menus and privilege codes are shared by every park: changing them is a platform-only privilege.
const MENU_ADMIN: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'menuAdmin', park: 'session' } };

export const menuAdminRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/v1/menu/allTree', { config: { access: { hosts: ['manage'], park: 'session' } }, schema: { tags, summary: '完整菜单树（含各菜单的按钮权限）' } }, async (request) =>
    ok(await allTree(app.db, contextOf(request))),
  );

  app.post(
    '/v1/menu/addMenu',
    { config: MENU_ADMIN, schema: { tags, summary: '新增菜单', body: MenuInput } },
    async (request) => ok(await addMenu(app.db, contextOf(request), request.body), '菜单已新增'),
  );

  app.delete(
    '/v1/menu/deleteMenu/:id',
    {
      config: MENU_ADMIN,
      schema: { tags, summary: '删除菜单（有子菜单时拒绝）', params: IdParams },
    },
    async (request) => {
      await removeMenu(app.db, contextOf(request), request.params.id);
      return ok(null, '菜单已删除');
    },
  );

  app.post(
    '/v1/menu/setMenuPrivilege',
    { config: MENU_ADMIN, schema: { tags, summary: '设置菜单下的按钮权限', body: MenuPrivilegeBody } },
    async (request) =>
      ok(await setMenuPrivilege(app.db, contextOf(request), request.body.menuId, request.body.privilegeIds), '菜单权限已保存'),
  );
};
