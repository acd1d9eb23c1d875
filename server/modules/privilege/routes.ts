import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import { addPrivilege, listPrivileges, removePrivilege, type PrivilegeInput } from './service';

const tags = ['权限'];
const MENU_ADMIN = { privilege: '0111' };
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

const addBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    code: { type: 'string', pattern: '^[0-9]{4}$' },
    name: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' },
    menuId: { anyOf: [id, { type: 'null' }] },
  },
  required: ['code', 'name'],
} as const;

export const privilegeRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/privilege/list', { schema: { tags, summary: '全部按钮权限编码' } }, async (request) =>
    ok(await listPrivileges(app.db, contextOf(request))),
  );

  app.post<{ Body: PrivilegeInput }>(
    '/v1/privilege/add',
    { config: MENU_ADMIN, schema: { tags, summary: '新增按钮权限', body: addBody } },
    async (request) => ok(await addPrivilege(app.db, contextOf(request), request.body), '权限已新增'),
  );

  app.delete<{ Params: { id: number } }>(
    '/v1/privilege/delete/:id',
    {
      config: MENU_ADMIN,
      schema: { tags, summary: '删除按钮权限（仍被角色持有时拒绝）', params: { type: 'object', properties: { id }, required: ['id'] } },
    },
    async (request) => {
      await removePrivilege(app.db, contextOf(request), request.params.id);
      return ok(null, '权限已删除');
    },
  );
};
