import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { IdParams } from '@contract/primitives';
import { ConditionFieldQuery, ConditionSave, MatchNotify, MatchQuery } from '@contract/schemas/policy-conditions';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { fieldsForConditions, myPolicyMatch, notifyMatches, policyConditionList, policyMatches, previewNotify, savePolicyConditions } from './conditions';

const READ: RouteAccessConfig = { access: { hosts: ['manage'], park: 'scope' } };
const WRITE: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'contentPublish', park: 'scope' } };
const COMPANY: RouteAccessConfig = { access: { hosts: ['front'], park: 'session' } };

// A policy's eligibility conditions and the companies that meet them (spec §7 v1/admin/ps/policy "condition").
export const policyConditionRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['公共服务-政策条件'];
  const base = '/v1/admin/ps/policy/condition';

  app.post(`${base}/fields`, { config: READ, schema: { tags, summary: '可作为条件的企业信息字段（本园区）', body: ConditionFieldQuery } }, async (request) =>
    ok(await fieldsForConditions(app.db, contextOf(request), request.body)));
  app.get(`${base}/list/:id`, { config: READ, schema: { tags, summary: '政策的申报条件', params: IdParams } }, async (request) =>
    ok(await policyConditionList(app.db, contextOf(request), request.params.id)));
  app.put(`${base}/save`, { config: WRITE, schema: { tags, summary: '保存政策的申报条件（整组替换）', body: ConditionSave } }, async (request) =>
    ok(await savePolicyConditions(app.db, contextOf(request), request.body), '保存成功'));
  app.post(`${base}/match`, { config: READ, schema: { tags, summary: '符合（或不符合）条件的在园企业，附原因', body: MatchQuery } }, async (request) =>
    ok(await policyMatches(app.db, contextOf(request), request.body)));
  app.post(`${base}/notify/preview`, { config: WRITE, schema: { tags, summary: '发送前预览：符合条件的企业中已通知与尚未通知的家数', body: MatchNotify } }, async (request) =>
    ok(await previewNotify(app.db, contextOf(request), request.body)));
  app.post(`${base}/notify`, { config: WRITE, schema: { tags, summary: '通过消息中心通知符合条件且尚未通知的企业（全部或所选）；每家企业每项政策只通知一次', body: MatchNotify } }, async (request) => {
    const result = await notifyMatches(app.db, contextOf(request), request.body);
    return ok(result, result.companies > 0 ? '已发送' : '符合条件的企业均已通知过，未重复发送');
  });

  app.get('/v1/ps/policy/match/:id', { config: COMPANY, schema: { tags, summary: '本企业是否符合某项已发布政策的条件', params: IdParams } }, async (request) =>
    ok(await myPolicyMatch(app.db, contextOf(request), request.params.id)));
};
