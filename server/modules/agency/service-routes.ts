import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { HOST_KEYS } from '@contract/host-kinds';
import { IdParams } from '@contract/primitives';
import { AgencyMemberQuery, AgencyServiceAdd, AgencyServiceListQuery, AgencyServiceUpdate, ListedServiceQuery, ServiceAuditInput, ServiceVersionBody } from '@contract/schemas/agency-service';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { listedServicePage, listedServiceShown } from './listed';
import { memberList } from './members';
import { auditService, serviceList } from './service-audit';
import { addService, ownServiceList, serviceInfo, submitService, updateService, withdrawService } from './services';

const tags = ['机构服务'];
const AGENT: RouteAccessConfig = { access: { hosts: ['agent'] } };
const ANYONE: RouteAccessConfig = { access: { hosts: HOST_KEYS } };
const FRONT: RouteAccessConfig = { access: { hosts: ['front'] } };
const READ: RouteAccessConfig = { access: { hosts: ['manage'] } };
const WRITE: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'agencyAudit' } };

export const agencyServiceRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/iv/MechanismService';

  app.post(`${base}/list`, { config: AGENT, schema: { tags, summary: '本机构的服务（按名称、状态、类型）', body: AgencyServiceListQuery } }, async (request) =>
    ok(await ownServiceList(app.db, contextOf(request), request.body)),
  );
  app.get(`${base}/info/:id`, { config: ANYONE, schema: { tags, summary: '服务详情（他人只见已上架的服务）', params: IdParams } }, async (request) =>
    ok(await serviceInfo(app.db, contextOf(request), request.params.id)),
  );
  app.post(`${base}/add`, { config: AGENT, schema: { tags, summary: '新增服务（草稿，或 submit 时直接提交审核）', body: AgencyServiceAdd } }, async (request) =>
    ok(await addService(app.db, contextOf(request), request.body), request.body.submit ? '已提交审核' : '服务已保存'),
  );
  app.put(`${base}/update`, { config: AGENT, schema: { tags, summary: '修改服务（已上架的服务修改后待审核，审核期间仍上架）', body: AgencyServiceUpdate } }, async (request) =>
    ok(await updateService(app.db, contextOf(request), request.body), '服务已保存'),
  );
  app.post(`${base}/submit`, { config: AGENT, schema: { tags, summary: '提交服务审核', body: ServiceVersionBody } }, async (request) =>
    ok(await submitService(app.db, contextOf(request), request.body), '已提交审核'),
  );
  app.post(`${base}/withdraw`, { config: AGENT, schema: { tags, summary: '撤回审核（回到草稿）或下架已上架的服务', body: ServiceVersionBody } }, async (request) =>
    ok(await withdrawService(app.db, contextOf(request), request.body), '已撤回'),
  );

  app.post(`${base}/admin/list`, { config: READ, schema: { tags, summary: '机构服务列表（待审核、某机构的服务）', body: AgencyServiceListQuery } }, async (request) =>
    ok(await serviceList(app.db, contextOf(request), request.body)),
  );
  app.post(`${base}/audit`, { config: WRITE, schema: { tags, summary: '审核机构服务（通过或驳回）', body: ServiceAuditInput } }, async (request) =>
    ok(await auditService(app.db, contextOf(request), request.body), request.body.pass ? '审核已通过' : '已驳回'),
  );
  app.post('/iv/mechanism/members', { config: READ, schema: { tags, summary: '机构成员：各机构的联系人与登录账号', body: AgencyMemberQuery } }, async (request) =>
    ok(await memberList(app.db, contextOf(request), request.body)),
  );

  // What companies may buy: approved services of listed agencies (iv/ServiceBuy; the front reads beside the park's own
  // service products under v1/ps/service/agency/).
  app.post('/iv/ServiceBuy/list', { config: ANYONE, schema: { tags, summary: '可申请的机构服务（已上架机构的已上架服务）', body: ListedServiceQuery } }, async (request) =>
    ok(await listedServicePage(app.db, request.body)),
  );
  app.post('/v1/ps/service/agency/list', { config: FRONT, schema: { tags, summary: '园区服务产品中的机构服务', body: ListedServiceQuery } }, async (request) =>
    ok(await listedServicePage(app.db, request.body)),
  );
  app.get('/v1/ps/service/agency/detail/:id', { config: FRONT, schema: { tags, summary: '机构服务详情（企业申请前查看）', params: IdParams } }, async (request) =>
    ok(await listedServiceShown(app.db, request.params.id)),
  );
};
