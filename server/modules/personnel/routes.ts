import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { IdParams } from '@contract/primitives';
import { PersonnelDelete, PersonnelListQuery, PersonnelSave, PersonnelWebQuery } from '@contract/schemas/personnel';
import { importPersonnel } from './bulk-import';
import { companyList, ownList, personnelInfo, removePersonnel, savePersonnel } from './service';
import { TEMPLATE_NAME, templateWorkbook } from './sheet';

const tags = ['企业员工'];
// The company manages its own staff; a park operator only reads a company's staff (list/web).
const COMPANY: RouteAccessConfig = { access: { hosts: ['front'] } };
const OPERATOR: RouteAccessConfig = { access: { hosts: ['manage'], park: 'scope' } };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function readUpload(request: FastifyRequest): Promise<{ name: string; content: Buffer }> {
  if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传填好的模板，字段名为 file');
  const part = await request.file();
  if (!part) throw badRequest('请选择要导入的文件');
  const content = await part.toBuffer();
  return { name: part.filename || TEMPLATE_NAME, content };
}

export const personnelRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/v1/enterprise/personnel/lists',
    { config: COMPANY, schema: { tags, summary: '本企业员工列表（分页，按姓名、手机号、部门、职位筛选）', body: PersonnelListQuery } },
    async (request) => ok(await ownList(app.db, contextOf(request), request.body)),
  );

  app.post(
    '/v1/enterprise/personnel/list/web',
    { config: OPERATOR, schema: { tags, summary: '园区查看一家企业的员工（只读）', body: PersonnelWebQuery } },
    async (request) => ok(await companyList(app.db, contextOf(request), request.body)),
  );

  app.get(
    '/v1/enterprise/personnel/info/:id',
    { config: COMPANY, schema: { tags, summary: '本企业员工详情（身份证号脱敏）', params: IdParams } },
    async (request) => ok(await personnelInfo(app.db, contextOf(request), request.params.id)),
  );

  app.post(
    '/v1/enterprise/personnel/addOrUodate',
    { config: COMPANY, schema: { tags, summary: '新增（不带 id）或修改（带 id）本企业员工', body: PersonnelSave } },
    async (request) => ok(await savePersonnel(app.db, contextOf(request), request.body), '保存成功'),
  );

  app.post(
    '/v1/enterprise/personnel/delete',
    { config: COMPANY, schema: { tags, summary: '删除本企业员工（id 或 ids）', body: PersonnelDelete } },
    async (request) => ok(await removePersonnel(app.db, contextOf(request), request.body), '已删除'),
  );

  app.get('/v1/enterprise/personnel/template', { config: COMPANY, schema: { tags, summary: '下载员工导入模板（.xlsx）' } }, async (_request, reply) => {
    return reply
      .header('Content-Type', XLSX)
      .header('Content-Disposition', `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(TEMPLATE_NAME)}`)
      .send(await templateWorkbook());
  });

  app.post(
    '/v1/enterprise/personnel/import',
    { config: COMPANY, schema: { tags, summary: '导入填好的员工模板（全部成功或全部不导入，逐行列出错误）', consumes: ['multipart/form-data'] } },
    async (request) => {
      const result = await importPersonnel(app.db, contextOf(request), await readUpload(request));
      return ok(result, result.state === 'success' ? `已导入 ${result.imported} 名员工` : '导入失败，未导入任何员工');
    },
  );
};
