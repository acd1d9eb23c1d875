import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { HOST_KEYS } from '@contract/host-kinds';
import { IdParams } from '@contract/primitives';
import { AgencyAdd, AgencyAuditInput, AgencyListQuery, AgencyProfileInput, AgencyProfileUpdate, AgencyStrength, FrozenBody, ListedAgencyQuery, ListedBody } from '@contract/schemas/agency';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { addAgency, setFrozen, setListed } from './admin';
import { agencyList, auditAgency, listedAgencyList } from './audit';
import { serviceTypes } from './catalogue';
import { agencyProfile, correctProfile, ownProfile, submitOwnProfile } from './profile';
import { agencyStrengthOf, ownStrength, saveOwnStrength } from './strength';

const tags = ['服务机构'];
const AGENT: RouteAccessConfig = { access: { hosts: ['agent'] } };
const ANYONE: RouteAccessConfig = { access: { hosts: HOST_KEYS } };
const FRONT: RouteAccessConfig = { access: { hosts: ['front'] } };
// Agencies are platform-wide: every manage user reads them; changes sit behind the agency-audit privilege.
const READ: RouteAccessConfig = { access: { hosts: ['manage'] } };
const WRITE: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'agencyAudit' } };

export const agencyRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/iv/ServiceType', { config: ANYONE, schema: { tags, summary: '服务类型目录' } }, async () => ok(serviceTypes()));
  app.get('/iv/mechanism/info', { config: AGENT, schema: { tags, summary: '本机构的机构信息与审核状态' } }, async (request) =>
    ok(await ownProfile(app.db, contextOf(request))),
  );
  app.post(
    '/iv/mechanism/submit',
    { config: AGENT, schema: { tags, summary: '提交机构信息审核（已通过的机构提交变更，审核期间仍上架）', body: AgencyProfileInput } },
    async (request) => ok(await submitOwnProfile(app.db, contextOf(request), request.body), '已提交审核'),
  );
  app.get(
    '/iv/mechanism/detail/:id',
    { config: ANYONE, schema: { tags, summary: '机构详情（他人只见已通过且上架的机构）', params: IdParams } },
    async (request) => ok(await agencyProfile(app.db, contextOf(request), request.params.id)),
  );

  app.get('/iv/mechanism/strength', { config: AGENT, schema: { tags, summary: '本机构的实力介绍' } }, async (request) =>
    ok(await ownStrength(app.db, contextOf(request))),
  );
  app.put('/iv/mechanism/strength', { config: AGENT, schema: { tags, summary: '保存实力介绍（团队、资质、案例）', body: AgencyStrength } }, async (request) =>
    ok(await saveOwnStrength(app.db, contextOf(request), request.body), '实力介绍已保存'),
  );
  app.get(
    '/iv/mechanism/strength/:id',
    { config: ANYONE, schema: { tags, summary: '机构的实力介绍（他人只见已通过且上架的机构）', params: IdParams } },
    async (request) => ok(await agencyStrengthOf(app.db, contextOf(request), request.params.id)),
  );

  app.post('/v1/ps/agency/list', { config: FRONT, schema: { tags, summary: '企业可选的服务机构（已通过且上架，按名称、服务类型）', body: ListedAgencyQuery } }, async (request) =>
    ok(await listedAgencyList(app.db, request.body)),
  );
  app.post('/iv/mechanism/list', { config: READ, schema: { tags, summary: '服务机构列表（按名称、服务类型、状态）', body: AgencyListQuery } }, async (request) =>
    ok(await agencyList(app.db, contextOf(request), request.body)),
  );
  app.post('/iv/mechanism/audit', { config: WRITE, schema: { tags, summary: '审核机构信息（通过或驳回）', body: AgencyAuditInput } }, async (request) =>
    ok(await auditAgency(app.db, contextOf(request), request.body), request.body.pass ? '审核已通过' : '已驳回'),
  );
  app.post('/iv/mechanism/add', { config: WRITE, schema: { tags, summary: '新增服务机构及其登录账号', body: AgencyAdd } }, async (request) =>
    ok(await addAgency(app.db, contextOf(request), request.body), '服务机构已新增'),
  );
  app.put('/iv/mechanism/update', { config: WRITE, schema: { tags, summary: '修正服务机构信息', body: AgencyProfileUpdate } }, async (request) =>
    ok(await correctProfile(app.db, contextOf(request), request.body), '机构信息已保存'),
  );
  app.patch(
    '/iv/mechanism/listed/:id',
    { config: WRITE, schema: { tags, summary: '机构上架或下架', params: IdParams, body: ListedBody } },
    async (request) => ok(await setListed(app.db, contextOf(request), request.params.id, request.body.listed), request.body.listed ? '已上架' : '已下架'),
  );
  app.patch(
    '/iv/user/frozen/:id',
    { config: WRITE, schema: { tags, summary: '冻结或解冻机构的全部账号（冻结即结束其会话）', params: IdParams, body: FrozenBody } },
    async (request) => ok(await setFrozen(app.db, contextOf(request), request.params.id, request.body.frozen), request.body.frozen ? '机构账号已冻结' : '机构账号已解冻'),
  );
};
