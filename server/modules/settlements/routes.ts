import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { IdParams } from '@contract/primitives';
import { ParkSettlementListQuery, SettlementListQuery, SettlementPay, SettlementReturn, SettlementSubmit } from '@contract/schemas/settlements';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { agencySettlements, parkSettlements, paySettlement, returnSettlement, settlementDetail, submitSettlement } from './service';

const tags = ['现金结算'];
const AGENT: RouteAccessConfig = { access: { hosts: ['agent'] } };
const PARTIES: RouteAccessConfig = { access: { hosts: ['manage', 'agent'], park: 'scope' } };
const READ: RouteAccessConfig = { access: { hosts: ['manage'], park: 'session' } };
const CHECK: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'orderRouting', park: 'session' } };

export const settlementRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/iv/mechanismCash/list', { config: AGENT, schema: { tags, summary: '本机构的结算单（按月）', body: SettlementListQuery } }, async (request) =>
    ok(await agencySettlements(app.db, contextOf(request), request.body)));
  app.get('/iv/mechanismCash/:id', { config: PARTIES, schema: { tags, summary: '结算单详情及其订单', params: IdParams } }, async (request) =>
    ok(await settlementDetail(app.db, contextOf(request), request.params.id)));
  app.post('/iv/mechanismCash/submit/:id', { config: AGENT, schema: { tags, summary: '提交结算单（月份结束后）', params: IdParams, body: SettlementSubmit } }, async (request) =>
    ok(await submitSettlement(app.db, contextOf(request), request.params.id, request.body.version), '结算单已提交'));

  app.post('/v1/admin/cash/settlement', { config: READ, schema: { tags, summary: '本园区的结算单（可按机构、状态）', body: ParkSettlementListQuery } }, async (request) =>
    ok(await parkSettlements(app.db, contextOf(request), request.body)));
  app.post('/v1/admin/cash/settlement/pay/:id', { config: CHECK, schema: { tags, summary: '核对无误，确认付款（付款流水号）', params: IdParams, body: SettlementPay } }, async (request) =>
    ok(await paySettlement(app.db, contextOf(request), request.params.id, request.body.version, request.body.paymentRef), '已确认付款'));
  app.post('/v1/admin/cash/settlement/return/:id', { config: CHECK, schema: { tags, summary: '退回结算单（需填写原因）', params: IdParams, body: SettlementReturn } }, async (request) =>
    ok(await returnSettlement(app.db, contextOf(request), request.params.id, request.body.version, request.body.reason), '结算单已退回'));
};
