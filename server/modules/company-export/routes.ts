import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { IdParams } from '@contract/primitives';
import { ExportParams, ExportParkParams, ExportRequest, ExportTaskQuery } from '@contract/schemas/company-export';
import { ok } from '../../lib/envelope';
import type { RouteAccessConfig } from '../../lib/route-access';
import { contextOf } from '../../lib/request-context';
import { exportFile, exportForm, exportTask, exportTasks, settleExports, startExport } from './service';

const tags = ['企业数据导出'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Manage calls in a park the caller reaches (a company or an agency is refused by the host kind).
const MANAGE: RouteAccessConfig = { access: { hosts: ['manage'], park: 'scope' } };

const sendFile = (reply: FastifyReply, file: { fileName: string; stream: Readable }) =>
  reply
    .header('Content-Type', XLSX)
    .header('Content-Disposition', `attachment; filename="companies.xlsx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .send(file.stream);

export const companyExportRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onClose', settleExports);

  app.get('/v1/enterprise/data/export/fields/:parkId', { config: MANAGE, schema: { tags, summary: '可导出的模块与字段', params: ExportParkParams } }, async (request) =>
    ok(await exportForm(app.db, contextOf(request), request.params.parkId)),
  );

  app.post(
    '/v1/enterprise/data/export/:type',
    { config: MANAGE, schema: { tags, summary: '按企业列表的筛选导出所选字段（xlsx：不超过 2000 家直接下载，否则转为后台任务；task：总是后台任务）', params: ExportParams, body: ExportRequest } },
    async (request, reply) => {
      const answer = await startExport(app.db, app.config, contextOf(request), request.params.type, request.body);
      return answer.kind === 'file' ? sendFile(reply, answer) : ok(answer.task, '导出任务已创建，完成后可在导出任务中下载');
    },
  );

  app.post('/v1/enterprise/data/export/task/list', { config: MANAGE, schema: { tags, summary: '我的导出任务', body: ExportTaskQuery } }, async (request) =>
    ok(await exportTasks(app.db, contextOf(request), request.body.parkId, request.body)),
  );

  app.get('/v1/enterprise/data/export/task/:id', { config: MANAGE, schema: { tags, summary: '导出任务详情（进度）', params: IdParams } }, async (request) =>
    ok(await exportTask(app.db, contextOf(request), request.params.id)),
  );

  app.get('/v1/enterprise/data/export/task/download/:id', { config: MANAGE, schema: { tags, summary: '下载导出文件（仅限创建任务的操作员）', params: IdParams } }, async (request, reply) =>
    sendFile(reply, await exportFile(app.db, contextOf(request), request.params.id)),
  );
};
