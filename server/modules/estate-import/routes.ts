import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { estateImportCalls, estateImportUploadCalls } from '@contract/calls/estate-import';
import { Envelope } from '@contract/primitives';
import { ImportParkParams } from '@contract/schemas/estate-import';
import { callRoutes } from '../../lib/call-routes';
import { readFilledTemplate } from '../../lib/filled-template';
import { doneIn } from '../../lib/done-in';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import { leaseSweeper } from '../../lib/task-lease';
import { failStaleImports, importTask, importTasks, settleImports, startImport } from './service';
import { TEMPLATE_NAME, templateWorkbook } from './sheet';

const declaredRoutes = callRoutes(estateImportCalls, {
  template: async () => ({ content: await templateWorkbook(), name: TEMPLATE_NAME, asciiName: 'template.xlsx' }),
  taskList: (db, ctx, { body }) => importTasks(db, ctx, body.parkId, body),
  task: (db, ctx, { params }) => importTask(db, ctx, params.id),
});

export const estateImportRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const owner = leaseSweeper(app, (me) => failStaleImports(app.db, app.config, me), settleImports);
  await app.register(declaredRoutes);

  // By hand: the body is a multipart file, which callRoutes does not read.
  const { upload } = estateImportUploadCalls;
  plugin.post<{ Params: ImportParkParams }>(
    `/${upload.path}`,
    {
      config: { access: upload.access },
      schema: { operationId: upload.id, tags: [...upload.tags], summary: upload.summary, params: ImportParkParams, consumes: ['multipart/form-data'], response: { 200: Envelope(upload.response) } },
    },
    async (request) => ok(await startImport(app.db, app.config, contextOf(request), request.params.parkId, await readFilledTemplate(request, TEMPLATE_NAME), owner), doneIn(request, upload.done)),
  );
};
