import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireHost } from '../../lib/access';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { pagingProperties, type PageRequest } from '../../lib/paging';
import { contextOf } from '../../lib/request-context';
import { importTask, importTasks, settleImports, startImport } from './service';
import { TEMPLATE_NAME, templateWorkbook } from './sheet';

const tags = ['房间导入'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const parkParams = { type: 'object', properties: { parkId: id }, required: ['parkId'] } as const;
const idParams = { type: 'object', properties: { id }, required: ['id'] } as const;
const taskListBody = { type: 'object', additionalProperties: false, properties: { ...pagingProperties, parkId: id }, required: ['parkId'] } as const;

async function readUpload(request: FastifyRequest): Promise<{ name: string; content: Buffer }> {
  if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传填好的模板，字段名为 file');
  const part = await request.file();
  if (!part) throw badRequest('请选择要导入的文件');
  const content = await part.toBuffer();
  return { name: part.filename || TEMPLATE_NAME, content };
}

export const estateImportRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onClose', settleImports);

  app.get('/v1/admin/park/import/template', { schema: { tags, summary: '下载房间导入模板（.xlsx）' } }, async (request, reply) => {
    requireHost(request.user, 'manage');
    return reply
      .header('Content-Type', XLSX)
      .header('Content-Disposition', `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(TEMPLATE_NAME)}`)
      .send(await templateWorkbook());
  });

  app.post<{ Params: { parkId: number } }>(
    '/v1/admin/park/import/template/:parkId',
    { config: { privilege: '0101' }, schema: { tags, summary: '导入填好的模板（后台任务，全部成功或全部不导入）', params: parkParams, consumes: ['multipart/form-data'] } },
    async (request) => {
      const ctx = contextOf(request);
      requireHost(ctx.user, 'manage');
      return ok(await startImport(app.db, ctx, request.params.parkId, await readUpload(request)), '已开始导入');
    },
  );

  app.post<{ Body: PageRequest & { parkId: number } }>(
    '/v1/admin/park/import/task/list',
    { schema: { tags, summary: '园区的导入任务列表', body: taskListBody } },
    async (request) => ok(await importTasks(app.db, contextOf(request), request.body.parkId, request.body)),
  );

  app.get<{ Params: { id: number } }>(
    '/v1/admin/park/import/task/:id',
    { schema: { tags, summary: '导入任务详情（进度与错误报告）', params: idParams } },
    async (request) => ok(await importTask(app.db, contextOf(request), request.params.id)),
  );
};
