import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { personnelCalls, personnelImportCalls } from '@contract/calls/personnel';
import { Envelope } from '@contract/primitives';
import { callRoutes } from '../../lib/call-routes';
import { readFilledTemplate } from '../../lib/filled-template';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import { importPersonnel } from './bulk-import';
import { companyList, ownList, personnelInfo, removePersonnel, savePersonnel } from './service';
import { TEMPLATE_NAME, templateWorkbook } from './sheet';

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
      const result = await importPersonnel(app.db, contextOf(request), await readFilledTemplate(request, TEMPLATE_NAME));
      return ok(result, upload.done(result));
    },
  );
};
