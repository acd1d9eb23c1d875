import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { IdParams, Params, Id } from '@contract/primitives';
import {
  AgencyOrderListQuery, MyOrderListQuery, ServiceLevelInput, OrderActionInput, OrderCancel, OrderConfirm, OrderDetailParams, OrderReceipt, ParkOrderListQuery, PolicyApply, ServiceApply,
} from '@contract/schemas/orders';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { agencyAction, cancelOrder, confirmOrder, orderAction, postReceipt } from './actions';
import { applyForPolicy, applyForService, applyOptions, contactPrefill } from './apply';
import { serviceLevels, setServiceLevel } from './service-levels';
import { agencyOrders, assignCandidates, myOrders, orderDetail, parkOrders, policyApplyDetail } from './lists';

const tags = ['服务订单'];
const FRONT: RouteAccessConfig = { access: { hosts: ['front'], park: 'session' } };
const AGENT: RouteAccessConfig = { access: { hosts: ['agent'] } };
const PARTIES: RouteAccessConfig = { access: { hosts: ['manage', 'front', 'agent'], park: 'scope' } };
const READ: RouteAccessConfig = { access: { hosts: ['manage'], park: 'session' } };
const ROUTE: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'orderRouting', park: 'session' } };
// A receipt comes from whoever delivers: the agency, or the park for what it delivers itself (privilege checked then).
const DELIVERERS: RouteAccessConfig = { access: { hosts: ['manage', 'agent'], park: 'session' } };
const ParkIdParams = Params({ parkId: Id });
const CandidateQuery = Type.Object({ orderId: Id }, { additionalProperties: false });

export const orderRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  // The company (front)
  app.get('/v1/ps/userInfo/:parkId', { config: FRONT, schema: { tags, summary: '申请联系人（取自企业信息）', params: ParkIdParams } }, async (request) =>
    ok(await contactPrefill(app.db, contextOf(request), request.params.parkId)));
  app.get('/v1/ps/apply/options', { config: FRONT, schema: { tags, summary: '可申请的服务与政策' } }, async (request) =>
    ok(await applyOptions(app.db, contextOf(request))));
  app.post('/v1/ps/service/apply', { config: FRONT, schema: { tags, summary: '申请服务（园区服务产品或机构服务）', body: ServiceApply } }, async (request) =>
    ok(await applyForService(app.db, contextOf(request), request.body), '申请已提交'));
  app.post('/v1/ps/policy/apply', { config: FRONT, schema: { tags, summary: '申请政策', body: PolicyApply } }, async (request) =>
    ok(await applyForPolicy(app.db, contextOf(request), request.body), '申请已提交'));
  app.post('/v1/ps/my/apply/list', { config: FRONT, schema: { tags, summary: '我的申请（按状态、类型、日期）', body: MyOrderListQuery } }, async (request) =>
    ok(await myOrders(app.db, contextOf(request), request.body)));
  app.post('/v1/cash/order/cancel/:id', { config: FRONT, schema: { tags, summary: '取消申请（服务开始前，需填写原因）', params: IdParams, body: OrderCancel } }, async (request) =>
    ok(await cancelOrder(app.db, contextOf(request), request.params.id, request.body), '申请已取消'));
  app.post('/v1/cash/order/confirm/:id', { config: FRONT, schema: { tags, summary: '确认完成并评价（1–5 分）', params: IdParams, body: OrderConfirm } }, async (request) =>
    ok(await confirmOrder(app.db, contextOf(request), request.params.id, request.body), '已确认完成'));

  // Every party of an order
  app.get('/v1/cash/order/:parkId/:id', { config: PARTIES, schema: { tags, summary: '订单详情与全部处理记录', params: OrderDetailParams } }, async (request) =>
    ok(await orderDetail(app.db, contextOf(request), request.params.id, request.params.parkId)));
  app.get('/v1/ps/policy/apply/detail/:id', { config: PARTIES, schema: { tags, summary: '政策申请详情', params: IdParams } }, async (request) =>
    ok(await policyApplyDetail(app.db, contextOf(request), request.params.id)));

  // The park (manage)
  app.post('/v1/admin/ps/order', { config: READ, schema: { tags, summary: '本园区全部申请（按类型、状态、提供方、企业、日期）', body: ParkOrderListQuery } }, async (request) =>
    ok(await parkOrders(app.db, contextOf(request), request.body)));
  app.get('/v1/cash/assign/mechanism/:parkId', { config: ROUTE, schema: { tags, summary: '可指派的服务机构（在办数与评分）', params: ParkIdParams, querystring: CandidateQuery } }, async (request) =>
    ok(await assignCandidates(app.db, contextOf(request), request.params.parkId, request.query.orderId)));
  app.post('/v1/admin/ps/order/action/:id', { config: ROUTE, schema: { tags, summary: '园区处理申请：指派、受理、驳回、审核通过、开始服务、记录进度、交付', params: IdParams, body: OrderActionInput } }, async (request) =>
    ok(await orderAction(app.db, contextOf(request), request.params.id, request.body), '操作成功'));

  app.get('/v1/admin/ps/order/service-levels', { config: READ, schema: { tags, summary: '本园区各服务类型的时效目标' } }, async (request) =>
    ok(await serviceLevels(app.db, contextOf(request))));
  app.put('/v1/admin/ps/order/service-levels', { config: ROUTE, schema: { tags, summary: '设置一种服务类型的时效目标（首次响应小时数、交付天数）', body: ServiceLevelInput } }, async (request) =>
    ok(await setServiceLevel(app.db, contextOf(request), request.body), '时效目标已保存'));

  // The agency (agent)
  app.post('/v1/cash/mechanism/order/list', { config: AGENT, schema: { tags, summary: '指派给本机构的申请', body: AgencyOrderListQuery } }, async (request) =>
    ok(await agencyOrders(app.db, contextOf(request), request.body)));
  app.post('/iv/order/:id', { config: AGENT, schema: { tags, summary: '机构处理申请：受理、拒绝（退回）、开始服务、记录进度、交付', params: IdParams, body: OrderActionInput } }, async (request) =>
    ok(await agencyAction(app.db, contextOf(request), request.params.id, request.body), '操作成功'));
  app.post('/v1/cash/order/receipt/:id', { config: DELIVERERS, schema: { tags, summary: '上传回单（金额以分计，发票或收据文件）', params: IdParams, body: OrderReceipt } }, async (request) =>
    ok(await postReceipt(app.db, contextOf(request), request.params.id, request.body), '回单已上传'));
};
