import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import { currentUserMenu } from './service';

export const menuRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { parkId: number } }>(
    '/v1/menu/getCurrentUserMenu/:parkId',
    {
      schema: {
        tags: ['菜单'],
        summary: '当前用户在某园区的管理菜单树',
        params: {
          type: 'object',
          additionalProperties: false,
          properties: { parkId: { type: 'integer', minimum: 0, maximum: 2147483647 } },
          required: ['parkId'],
        },
      },
    },
    async (request) => ok(await currentUserMenu(app.db, contextOf(request), request.params.parkId)),
  );
};
