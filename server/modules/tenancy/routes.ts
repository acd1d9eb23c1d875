import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { companyList } from './company-list';
import { moveIn, moveInInfo } from './move-in';
import { moveOut } from './move-out';
import { companyVersion, companyVersions } from './versions';
import { CompanyListQuery, CompanyParams, MoveInInput, MoveOutInput, VersionParams } from '@contract/schemas/tenancy';

const tags = ['入驻企业'];
// Manage calls only: a company or an agency is answered 403. Operators reach the companies of their parks.
const READ: RouteAccessConfig = { access: { hosts: ['manage'], park: 'scope' } };
const TENANCY: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'companyTenancy', park: 'session' } };

export const tenancyRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/v1/enterprise/lists', {
    config: READ,
    schema: { tags, summary: '园区的企业列表（分页；客服经理分到的企业在前）', body: CompanyListQuery },
  }, async (request) => ok(await companyList(app.db, contextOf(request), request.body)));

  app.get('/v1/enterprise/moveIn/:companyId', {
    config: TENANCY,
    schema: { tags, summary: '迁入所需：企业、其现有房间与园区的楼栋', params: CompanyParams },
  }, async (request) => ok(await moveInInfo(app.db, contextOf(request), request.params.companyId)));

  app.post('/v1/enterprise/moveIn', {
    config: TENANCY,
    schema: { tags, summary: '为已入驻企业迁入房间（一间房同时只属于一家企业）', body: MoveInInput },
  }, async (request) => ok(await moveIn(app.db, contextOf(request), request.body), '迁入成功'));

  app.post('/v1/enterprise/moveOut', {
    config: TENANCY,
    schema: { tags, summary: '企业迁出：释放房间，状态改为已迁出，保留历史', body: MoveOutInput },
  }, async (request) => ok(await moveOut(app.db, contextOf(request), request.body), '迁出成功'));

  app.get('/v1/enterprise/versions/:companyId', {
    config: READ,
    schema: { tags, summary: '企业信息的历史版本（每次审核通过一版）', params: CompanyParams },
  }, async (request) => ok(await companyVersions(app.db, contextOf(request), request.params.companyId)));

  app.get('/v1/enterprise/version/:companyId/:version', {
    config: READ,
    schema: { tags, summary: '企业信息的一个版本（0 为当前）及园区的字段名称', params: VersionParams },
  }, async (request) => ok(await companyVersion(app.db, contextOf(request), request.params.companyId, request.params.version)));
};
