import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { AuditInput, AuditListQuery, RecordModuleParams, RecordParams, RecordSave } from '@contract/schemas/enterprise';
import { auditCompany, awaitingAudit, withdrawApplication } from './audit';
import { companyRecord, companyRecordModule } from './record';
import { saveRecordStep } from './save';

const tags = ['企业信息与入驻审核'];
// The company reaches its own record; a manage user the records of its parks (an edit also needs companyTenancy).
const RECORD: RouteAccessConfig = { access: { hosts: ['front', 'manage'], park: 'scope' } };
const OWN: RouteAccessConfig = { access: { hosts: ['front'] } };
const AUDIT_READ: RouteAccessConfig = { access: { hosts: ['manage'], park: 'scope' } };
const AUDIT: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'companyAudit', park: 'scope' } };

export const enterpriseRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/enterprise/detail/:parkId/:companyId',
    { config: RECORD, schema: { tags, summary: '企业信息（园区的全部模块与字段，企业的已提交、草稿与待审内容）', params: RecordParams } },
    async (request) => ok(await companyRecord(app.db, contextOf(request), request.params)),
  );
  app.get(
    '/v1/enterprise/detail/:parkId/:companyId/:moduleKey',
    { config: RECORD, schema: { tags, summary: '企业信息的一个模块', params: RecordModuleParams } },
    async (request) => ok(await companyRecordModule(app.db, contextOf(request), request.params)),
  );
  app.post(
    '/v1/enterprise/detail/:parkId/:companyId/:moduleKey',
    { config: RECORD, schema: { tags, summary: '保存企业信息的一个模块（isCommit 0 草稿，1 提交；最后一步提交入驻申请）', params: RecordModuleParams, body: RecordSave } },
    async (request) => ok(await saveRecordStep(app.db, contextOf(request), request.params, request.body), '保存成功'),
  );
  app.post(
    '/v1/enterprise/withdraw/:parkId/:companyId',
    { config: OWN, schema: { tags, summary: '撤回待审核的入驻申请', params: RecordParams } },
    async (request) => ok(await withdrawApplication(app.db, contextOf(request), request.params), '已撤回'),
  );
  app.post(
    '/v1/enterprise/check/list',
    { config: AUDIT_READ, schema: { tags, summary: '待审核的入驻申请与信息变更（分页）', body: AuditListQuery } },
    async (request) => ok(await awaitingAudit(app.db, contextOf(request), request.body)),
  );
  app.post(
    '/v1/enterprise/check/:parkId/:companyId',
    { config: AUDIT, schema: { tags, summary: '审核入驻申请或信息变更（通过或驳回）', params: RecordParams, body: AuditInput } },
    async (request) => ok(await auditCompany(app.db, contextOf(request), request.params, request.body), '审核完成'),
  );
};
