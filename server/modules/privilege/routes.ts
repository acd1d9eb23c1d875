import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { IdParams } from '@contract/primitives';
import { PrivilegeInput } from '@contract/schemas/privilege';
import { addPrivilege, listPrivileges, removePrivilege } from './service';

const tags = ['权限'];
const MENU_ADMIN: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'menuAdmin', park: 'session' } };

export const privilegeRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/v1/privilege/list', { config: { access: { hosts: ['manage'], park: 'session' } }, schema: { tags, summary: '全部按钮权限编码' } }, async (request) =>
    ok(await listPrivileges(app.db, contextOf(request))),
  );

  app.post(
    '/v1/privilege/add',
    { config: MENU_ADMIN, schema: { tags, summary: '新增按钮权限', body: PrivilegeInput } },
    async (request) => ok(await addPrivilege(app.db, contextOf(request), request.body), '权限已新增'),
  );

  app.delete(
    '/v1/privilege/delete/:id',
    {
      config: MENU_ADMIN,
      schema: { tags, summary: '删除按钮权限（仍被角色持有时拒绝）', params: IdParams },
    },
    async (request) => {
      await removePrivilege(app.db, contextOf(request), request.params.id);
      return ok(null, '权限已删除');
    },
  );
};
