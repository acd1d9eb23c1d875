import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema, ok } from '../../lib/envelope';
import { pagingProperties } from '../../lib/paging';
import { contextOf } from '../../lib/request-context';
import { listOperationLogs, operationLogDetail } from './service';

const listBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingProperties,
    startTime: { type: 'string', format: 'date-time', maxLength: 40 },
    endTime: { type: 'string', format: 'date-time', maxLength: 40 },
    username: { type: 'string', maxLength: 50 },
    module: { type: 'string', maxLength: 50 },
    action: { type: 'string', maxLength: 50 },
  },
} as const;

interface ListBody {
  pageNum?: number;
  pageSize?: number;
  startTime?: string;
  endTime?: string;
  username?: string;
  module?: string;
  action?: string;
}

export const logRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ListBody }>(
    '/v1/admin/logs/list',
    { schema: { tags: ['操作日志'], summary: '操作日志列表', body: listBody, response: { 200: envelopeSchema() } } },
    async (request) => ok(await listOperationLogs(app.db, contextOf(request), request.body ?? {})),
  );
  app.get<{ Params: { id: number } }>(
    '/v1/admin/logs/detail/:id',
    {
      schema: {
        tags: ['操作日志'],
        summary: '操作日志详情',
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
      },
    },
    async (request) => ok(await operationLogDetail(app.db, contextOf(request), request.params.id)),
  );
};
