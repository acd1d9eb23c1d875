import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Id, IdParams, Params } from '@contract/primitives';
import {
  RedeemCheck, RedeemRequest, VoucherConfirm, VoucherContract, VoucherDeliver, VoucherOrderCancel, VoucherOrderListQuery, VoucherSpend,
} from '@contract/schemas/voucher-orders';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { agencyVoucherOrders, batchVoucherOrders, checkRedemption, companyVoucherOrders, requestRedemption } from './redemption';
import { cancelVoucherOrder, confirmVoucherOrder, declineVoucherOrder, deliverVoucherOrder, spendVoucher, uploadContract, voucherOrderDetail } from './spending';

const tags = ['服务券订单'];
const ADMIN: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'voucherAdmin', park: 'scope' } };
const COMPANY: RouteAccessConfig = { access: { hosts: ['front'] } };
const AGENCY: RouteAccessConfig = { access: { hosts: ['agent'] } };
const PARTIES: RouteAccessConfig = { access: { hosts: ['manage', 'front', 'agent'], park: 'scope' } };
const DetailParams = Params({ parkId: Id, id: Id });
const base = '/v1/innovation/vouchers';

// Voucher orders: `order/company/list/{x}` spends voucher x; `order/detail/{a}/{b}` is park a's order b (as the order
// detail of the orders module reads it).
export const voucherOrderRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.post(`${base}/order/company/list/:id`, { config: COMPANY, schema: { tags, summary: '用服务券购买机构服务（占用该券并生成服务券订单）', params: IdParams, body: VoucherSpend } }, async (request) =>
    ok(await spendVoucher(app.db, contextOf(request), request.params.id, request.body), '下单成功'));
  app.post(`${base}/order/company/orders`, { config: COMPANY, schema: { tags, summary: '本企业的服务券订单', body: VoucherOrderListQuery } }, async (request) =>
    ok(await companyVoucherOrders(app.db, contextOf(request), request.body)));
  app.get(`${base}/order/detail/:parkId/:id`, { config: PARTIES, schema: { tags, summary: '服务券订单详情与处理记录', params: DetailParams } }, async (request) =>
    ok(await voucherOrderDetail(app.db, contextOf(request), request.params.id, request.params.parkId)));
  app.post(`${base}/order/cancel/:id`, { config: COMPANY, schema: { tags, summary: '签订合同前取消订单（释放服务券）', params: IdParams, body: VoucherOrderCancel } }, async (request) =>
    ok(await cancelVoucherOrder(app.db, contextOf(request), request.params.id, request.body), '订单已取消'));
  app.post(`${base}/order/confirm/:id`, { config: COMPANY, schema: { tags, summary: '确认服务完成并评分评级', params: IdParams, body: VoucherConfirm } }, async (request) =>
    ok(await confirmVoucherOrder(app.db, contextOf(request), request.params.id, request.body), '已确认完成'));

  app.post(`${base}/order/agency/list`, { config: AGENCY, schema: { tags, summary: '本机构服务的服务券订单（可筛选已交付未确认）', body: VoucherOrderListQuery } }, async (request) =>
    ok(await agencyVoucherOrders(app.db, contextOf(request), request.body)));
  app.post(`${base}/upload/contract/:id`, { config: AGENCY, schema: { tags, summary: '上传已签合同（PDF 或图片）', params: IdParams, body: VoucherContract } }, async (request) =>
    ok(await uploadContract(app.db, contextOf(request), request.params.id, request.body), '合同已上传'));
  app.post(`${base}/order/decline/:id`, { config: AGENCY, schema: { tags, summary: '机构拒绝订单（释放服务券）', params: IdParams, body: VoucherOrderCancel } }, async (request) =>
    ok(await declineVoucherOrder(app.db, contextOf(request), request.params.id, request.body), '已拒绝'));
  app.post(`${base}/order/deliver/:id`, { config: AGENCY, schema: { tags, summary: '记录交付', params: IdParams, body: VoucherDeliver } }, async (request) =>
    ok(await deliverVoucherOrder(app.db, contextOf(request), request.params.id, request.body), '已交付'));
  app.post(`${base}/order/redeem/request/:id`, { config: AGENCY, schema: { tags, summary: '在结算窗口内申请核销（不超过面额）', params: IdParams, body: RedeemRequest } }, async (request) =>
    ok(await requestRedemption(app.db, contextOf(request), request.params.id, request.body), '已申请核销'));

  app.post(`${base}/order/batch/list`, { config: ADMIN, schema: { tags, summary: '批次的服务券订单与核销申请', body: VoucherOrderListQuery } }, async (request) => {
    if (!request.body.batchId) throw badRequest('请选择批次');
    return ok(await batchVoucherOrders(app.db, contextOf(request), request.body.batchId, request.body));
  });
  app.post(`${base}/order/redeem/check/:id`, { config: ADMIN, schema: { tags, summary: '审核核销：通过则核销服务券，退回需填原因', params: IdParams, body: RedeemCheck } }, async (request) =>
    ok(await checkRedemption(app.db, contextOf(request), request.params.id, request.body), request.body.pass ? '核销已通过' : '已退回'));
};
