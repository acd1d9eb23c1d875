import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import { IdParams } from '@contract/primitives';
import { ImportParkParams, ImportTaskQuery } from '@contract/schemas/estate-import';
import { importTask, importTasks, settleImports, startImport } from './service';
import { TEMPLATE_NAME, templateWorkbook } from './sheet';

const tags = ['房间导入'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function readUpload(request: FastifyRequest): Promise<{ name: string; content: Buffer }> {
  if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传填好的模板，字段名为 file');
  const part = await request.file();
  if (!part) throw badRequest('请选择要导入的文件');
  const content = await part.toBuffer();
  return { name: part.filename || TEMPLATE_NAME, content };
}

export const estateImportRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onClose', settleImports);

  app.get('/v1/admin/park/import/template', { config: { access: { hosts: ['manage'] } }, schema: { tags, summary: '下载房间导入模板（.xlsx）' } }, async (_request, reply) => {
    return reply
      .header('Content-Type', XLSX)
      .header('Content-Disposition', `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(TEMPLATE_NAME)}`)
      .send(await templateWorkbook());
  });

  app.post(
    '/v1/admin/park/import/template/:parkId',
    { config: { access: { hosts: ['manage'], privilege: 'parkAdmin', park: 'scope' } }, schema: { tags, summary: '导入填好的模板（后台任务，全部成功或全部不导入）', params: ImportParkParams, consumes: ['multipart/form-data'] } },
    async (request) => ok(await startImport(app.db, contextOf(request), request.params.parkId, await readUpload(request)), '已开始导入'),
  );

  app.post(
    '/v1/admin/park/import/task/list',
    { config: { access: { hosts: ['manage'], park: 'scope' } }, schema: { tags, summary: '园区的导入任务列表', body: ImportTaskQuery } },
    async (request) => ok(await importTasks(app.db, contextOf(request), request.body.parkId, request.body)),
  );

  app.get(
    '/v1/admin/park/import/task/:id',
    { config: { access: { hosts: ['manage'], park: 'scope' } }, schema: { tags, summary: '导入任务详情（进度与错误报告）', params: IdParams } },
    async (request) => ok(await importTask(app.db, contextOf(request), request.params.id)),
  );
};
