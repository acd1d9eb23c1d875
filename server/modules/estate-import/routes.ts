import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { estateImportCalls, estateImportUploadCalls } from '@contract/calls/estate-import';
import { Envelope } from '@contract/primitives';
import { ImportParkParams } from '@contract/schemas/estate-import';
import { callRoutes } from '../../lib/call-routes';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import { leaseSweeper } from '../../lib/task-lease';
import { failStaleImports, importTask, importTasks, settleImports, startImport } from './service';
import { TEMPLATE_NAME, templateWorkbook } from './sheet';

async function readUpload(request: FastifyRequest): Promise<{ name: string; content: Buffer }> {
  if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传填好的模板，字段名为 file');
  const part = await request.file();
  if (!part) throw badRequest('请选择要导入的文件');
  const content = await part.toBuffer();
  return { name: part.filename || TEMPLATE_NAME, content };
}

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
    async (request) => ok(await startImport(app.db, app.config, contextOf(request), request.params.parkId, await readUpload(request), owner), upload.done),
  );
};
