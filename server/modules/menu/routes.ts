import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import { MenuParkParams } from '@contract/schemas/menu';
import { currentUserMenu } from './service';

export const menuRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/v1/menu/getCurrentUserMenu/:parkId',
    {
      config: { access: { hosts: ['manage'], park: 'scope' } },
      schema: {
        tags: ['菜单'],
        summary: '当前用户在某园区的管理菜单树',
        params: MenuParkParams,
      },
    },
    async (request) => ok(await currentUserMenu(app.db, contextOf(request), request.params.parkId)),
  );
};
