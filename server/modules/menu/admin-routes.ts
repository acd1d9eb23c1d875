import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import { addMenu, allTree, removeMenu, setMenuPrivilege, type MenuInput } from './admin-service';

const tags = ['菜单'];
// Menus and privilege codes are shared by every park: changing them is a platform-only privilege.
const MENU_ADMIN = { privilege: '0111' };
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

const addMenuBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    parentId: { anyOf: [id, { type: 'null' }] },
    name: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' },
    path: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z][A-Za-z0-9-]*$' },
    icon: { type: 'string', maxLength: 50 },
    sort: { type: 'integer', minimum: 0, maximum: 100000 },
  },
  required: ['name', 'path'],
} as const;

const setMenuPrivilegeBody = {
  type: 'object',
  additionalProperties: false,
  properties: { menuId: id, privilegeIds: { type: 'array', items: id, maxItems: 200 } },
  required: ['menuId', 'privilegeIds'],
} as const;

export const menuAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/menu/allTree', { schema: { tags, summary: '完整菜单树（含各菜单的按钮权限）' } }, async (request) =>
    ok(await allTree(app.db, contextOf(request))),
  );

  app.post<{ Body: MenuInput }>(
    '/v1/menu/addMenu',
    { config: MENU_ADMIN, schema: { tags, summary: '新增菜单', body: addMenuBody } },
    async (request) => ok(await addMenu(app.db, contextOf(request), request.body), '菜单已新增'),
  );

  app.delete<{ Params: { id: number } }>(
    '/v1/menu/deleteMenu/:id',
    {
      config: MENU_ADMIN,
      schema: { tags, summary: '删除菜单（有子菜单时拒绝）', params: { type: 'object', properties: { id }, required: ['id'] } },
    },
    async (request) => {
      await removeMenu(app.db, contextOf(request), request.params.id);
      return ok(null, '菜单已删除');
    },
  );

  app.post<{ Body: { menuId: number; privilegeIds: number[] } }>(
    '/v1/menu/setMenuPrivilege',
    { config: MENU_ADMIN, schema: { tags, summary: '设置菜单下的按钮权限', body: setMenuPrivilegeBody } },
    async (request) =>
      ok(await setMenuPrivilege(app.db, contextOf(request), request.body.menuId, request.body.privilegeIds), '菜单权限已保存'),
  );
};
