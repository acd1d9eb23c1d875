import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { IdParams, PageQuery } from '@contract/primitives';
import {
  ApplicationCheck, ApplicationListQuery, BatchAdd, BatchListQuery, BatchUpdate, CompanyApplicationQuery, CompanyVoucherQuery,
  VoucherApply, VoucherListQuery, VoucherRecall,
} from '@contract/schemas/vouchers';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { addBatch, batchDetail, batchesForAgency, batchList, changeBatch } from './batches';
import { applyForVouchers, batchesToApply, myApplications, myVoucher, myVouchers } from './company';
import { applicationList, checkApplication, recallVoucher, voucherList } from './issuing';
import { voucherOrderRoutes } from './order-routes';

const tags = ['服务券'];
// The voucher admin site: manage users holding 0108 (spec §6), in their parks.
const ADMIN: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'voucherAdmin', park: 'scope' } };
const COMPANY: RouteAccessConfig = { access: { hosts: ['front'] } };
const AGENCY: RouteAccessConfig = { access: { hosts: ['agent'] } };
const base = '/v1/innovation/vouchers';

export const voucherRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  await plugin.register(voucherOrderRoutes);

  app.post(`${base}/batch/list`, { config: ADMIN, schema: { tags, summary: '服务券批次列表（本园区，含预算台账）', body: BatchListQuery } }, async (request) =>
    ok(await batchList(app.db, contextOf(request), request.body)));
  app.post(`${base}/batch/add`, { config: ADMIN, schema: { tags, summary: '新增服务券批次', body: BatchAdd } }, async (request) =>
    ok(await addBatch(app.db, contextOf(request), request.body), '保存成功'));
  app.put(`${base}/batch/update`, { config: ADMIN, schema: { tags, summary: '修改服务券批次（发放后面额与服务类型不可改）', body: BatchUpdate } }, async (request) =>
    ok(await changeBatch(app.db, contextOf(request), request.body), '保存成功'));
  app.get(`${base}/batch/detail/:id`, { config: ADMIN, schema: { tags, summary: '服务券批次详情、预算台账与消耗曲线', params: IdParams } }, async (request) =>
    ok(await batchDetail(app.db, contextOf(request), request.params.id)));
  app.post(`${base}/application/list`, { config: ADMIN, schema: { tags, summary: '批次的申领记录', body: ApplicationListQuery } }, async (request) =>
    ok(await applicationList(app.db, contextOf(request), request.body)));
  app.post(`${base}/application/check`, { config: ADMIN, schema: { tags, summary: '审核申领：通过即发放（受预算约束），驳回需填原因', body: ApplicationCheck } }, async (request) =>
    ok(await checkApplication(app.db, contextOf(request), request.body), request.body.pass ? '已发放' : '已驳回'));
  app.post(`${base}/list`, { config: ADMIN, schema: { tags, summary: '批次已发放的服务券', body: VoucherListQuery } }, async (request) =>
    ok(await voucherList(app.db, contextOf(request), request.body)));
  app.post(`${base}/recall`, { config: ADMIN, schema: { tags, summary: '收回未使用的服务券（需填原因）', body: VoucherRecall } }, async (request) =>
    ok(await recallVoucher(app.db, contextOf(request), request.body), '已收回'));

  app.post(`${base}/agency/batches`, { config: AGENCY, schema: { tags, summary: '可抵扣本机构服务类型的服务券批次（未过期）', body: PageQuery } }, async (request) =>
    ok(await batchesForAgency(app.db, contextOf(request), request.body)));

  app.post(`${base}/company/list`, { config: COMPANY, schema: { tags, summary: '本企业的服务券', body: CompanyVoucherQuery } }, async (request) =>
    ok(await myVouchers(app.db, contextOf(request), request.body)));
  app.get(`${base}/company/detail/:id`, { config: COMPANY, schema: { tags, summary: '本企业的一张服务券', params: IdParams } }, async (request) =>
    ok(await myVoucher(app.db, contextOf(request), request.params.id)));
  app.post(`${base}/company/batches`, { config: COMPANY, schema: { tags, summary: '本园区正在申领的批次及本企业已申领数', body: PageQuery } }, async (request) =>
    ok(await batchesToApply(app.db, contextOf(request), request.body)));
  app.post(`${base}/company/applications`, { config: COMPANY, schema: { tags, summary: '本企业的申领记录', body: CompanyApplicationQuery } }, async (request) =>
    ok(await myApplications(app.db, contextOf(request), request.body)));
  app.post(`${base}/company/apply`, { config: COMPANY, schema: { tags, summary: '申领服务券（受每家企业限额约束）', body: VoucherApply } }, async (request) =>
    ok(await applyForVouchers(app.db, contextOf(request), request.body), '已提交申领'));
};
