import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { personnelCalls, personnelImportCalls } from '@contract/calls/personnel';
import { Envelope } from '@contract/primitives';
import { callRoutes } from '../../lib/call-routes';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { contextOf } from '../../lib/request-context';
import { importPersonnel } from './bulk-import';
import { companyList, ownList, personnelInfo, removePersonnel, savePersonnel } from './service';
import { TEMPLATE_NAME, templateWorkbook } from './sheet';

async function readUpload(request: FastifyRequest): Promise<{ name: string; content: Buffer }> {
  if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传填好的模板，字段名为 file');
  const part = await request.file();
  if (!part) throw badRequest('请选择要导入的文件');
  const content = await part.toBuffer();
  return { name: part.filename || TEMPLATE_NAME, content };
}

const declaredRoutes = callRoutes(personnelCalls, {
  lists: (db, ctx, { body }) => ownList(db, ctx, body),
  web: (db, ctx, { body }) => companyList(db, ctx, body),
  info: (db, ctx, { params }) => personnelInfo(db, ctx, params.id),
  save: (db, ctx, { body }) => savePersonnel(db, ctx, body),
  remove: (db, ctx, { body }) => removePersonnel(db, ctx, body),
  template: async () => ({ content: await templateWorkbook(), name: TEMPLATE_NAME, asciiName: 'template.xlsx' }),
});

export const personnelRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(declaredRoutes);

  // By hand: the body is a multipart file, which callRoutes does not read.
  const { import: upload } = personnelImportCalls;
  plugin.post(
    `/${upload.path}`,
    {
      config: { access: upload.access },
      schema: { operationId: upload.id, tags: [...upload.tags], summary: upload.summary, consumes: ['multipart/form-data'], response: { 200: Envelope(upload.response) } },
    },
    async (request) => {
      const result = await importPersonnel(app.db, contextOf(request), await readUpload(request));
      return ok(result, upload.done(result));
    },
  );
};
