import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { Envelope, IdParams } from '@contract/primitives';
import { LogFilter, LogQuery } from '@contract/schemas/logs';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import { exportOperationLogs, listOperationLogs, operationLogDetail } from './service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const logRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/v1/admin/logs/list',
    { config: { access: { hosts: ['manage'], park: 'scope' } }, schema: { tags: ['操作日志'], summary: '操作日志列表', body: LogQuery, response: { 200: Envelope(Type.Unknown()) } } },
    async (request) => ok(await listOperationLogs(app.db, contextOf(request), request.body ?? {})),
  );
  app.post(
    '/v1/admin/logs/export',
    { config: { access: { hosts: ['manage'], privilege: 'logExport', park: 'scope' } }, schema: { tags: ['操作日志'], summary: '按筛选条件导出操作日志（.xlsx）', body: LogFilter } },
    async (request, reply) => {
      const file = await exportOperationLogs(app.db, contextOf(request), request.body ?? {});
      const name = encodeURIComponent('操作日志.xlsx');
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', `attachment; filename="operation-logs.xlsx"; filename*=UTF-8''${name}`)
        .send(file);
    },
  );
  app.get(
    '/v1/admin/logs/detail/:id',
    {
      config: { access: { hosts: ['manage'], park: 'scope' } },
      schema: {
        tags: ['操作日志'],
        summary: '操作日志详情',
        params: IdParams,
      },
    },
    async (request) => ok(await operationLogDetail(app.db, contextOf(request), request.params.id)),
  );
};
