import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema, ok } from '../../lib/envelope';
import { pagingProperties } from '../../lib/paging';
import { contextOf } from '../../lib/request-context';
import { exportOperationLogs, listOperationLogs, operationLogDetail } from './service';

const filterProperties = {
  startTime: { type: 'string', format: 'date-time', maxLength: 40 },
  endTime: { type: 'string', format: 'date-time', maxLength: 40 },
  username: { type: 'string', maxLength: 50 },
  module: { type: 'string', maxLength: 50 },
  action: { type: 'string', maxLength: 50 },
} as const;

const listBody = { type: 'object', additionalProperties: false, properties: { ...pagingProperties, ...filterProperties } } as const;
const exportBody = { type: 'object', additionalProperties: false, properties: filterProperties } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
  app.post<{ Body: Omit<ListBody, 'pageNum' | 'pageSize'> }>(
    '/v1/admin/logs/export',
    { config: { privilege: '0113' }, schema: { tags: ['操作日志'], summary: '按筛选条件导出操作日志（.xlsx）', body: exportBody } },
    async (request, reply) => {
      const file = await exportOperationLogs(app.db, contextOf(request), request.body ?? {});
      const name = encodeURIComponent('操作日志.xlsx');
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', `attachment; filename="operation-logs.xlsx"; filename*=UTF-8''${name}`)
        .send(file);
    },
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
