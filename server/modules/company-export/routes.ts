import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { companyExportCalls, companyExportFileCalls } from '@contract/calls/company-export';
import { XLSX_MEDIA_TYPE } from '@contract/files';
import { Envelope, IdParams } from '@contract/primitives';
import { ExportParams, ExportRequest, ExportTask } from '@contract/schemas/company-export';
import { callRoutes } from '../../lib/call-routes';
import { doneIn } from '../../lib/done-in';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import { leaseSweeper } from '../../lib/task-lease';
import { exportFile, exportForm, exportTask, exportTasks, resumeStaleExports, settleExports, startExport } from './service';

const sendFile = (reply: FastifyReply, file: { fileName: string; stream: Readable }) =>
  reply
    .header('Content-Type', XLSX_MEDIA_TYPE)
    .header('Content-Disposition', `attachment; filename="companies.xlsx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .send(file.stream);

const FILE = { [XLSX_MEDIA_TYPE]: { schema: { type: 'string', format: 'binary' } } };

const declaredRoutes = callRoutes(companyExportCalls, {
  fields: (db, ctx, { params }) => exportForm(db, ctx, params.parkId),
  taskList: (db, ctx, { body }) => exportTasks(db, ctx, body.parkId, body),
  task: (db, ctx, { params }) => exportTask(db, ctx, params.id),
});

export const companyExportRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const owner = leaseSweeper(app, (me) => resumeStaleExports(app.db, app.config, app.fileStore, me), settleExports);
  await app.register(declaredRoutes);

  // By hand from their declarations: both stream the workbook as it is written or read.
  const { start, download } = companyExportFileCalls;
  app.post(
    `/${start.path}`,
    {
      config: { access: start.access },
      schema: {
        operationId: start.id, tags: [...start.tags], summary: start.summary, params: ExportParams, body: ExportRequest,
        response: { 200: { description: '文件，或转为后台任务时的任务', content: { 'application/json': { schema: Envelope(ExportTask) }, ...FILE } } },
      },
    },
    async (request, reply) => {
      const answer = await startExport(app.db, app.config, app.fileStore, contextOf(request), request.params.type, request.body, owner);
      return answer.kind === 'file' ? sendFile(reply, answer) : ok(answer.task, doneIn(request, start.done));
    },
  );
  app.get(
    `/${download.path}`,
    {
      config: { access: download.access },
      schema: { operationId: download.id, tags: [...download.tags], summary: download.summary, params: IdParams, response: { 200: { description: '文件', content: FILE } } },
    },
    async (request, reply) => sendFile(reply, await exportFile(app.db, app.fileStore, contextOf(request), request.params.id)),
  );
};
