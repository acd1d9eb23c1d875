import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { IdParams } from '@contract/primitives';
import { OwnSuggestionQuery, SuggestionAssign, SuggestionClose, SuggestionListQuery, SuggestionReply, SuggestionSubmit } from '@contract/schemas/suggestions';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { ownSuggestion, ownSuggestions, submitSuggestion } from './company';
import { assignees, assignSuggestion, closeSuggestion, parkSuggestions, replySuggestion, suggestionInfo } from './handling';

const tags = ['公共服务-企业诉求'];
const COMPANY: RouteAccessConfig = { access: { hosts: ['front'], park: 'session' } };
// Handling suggestions is the park's customer service (the 客服 roles hold the menu, no privilege code): any manage
// user of the park, the platform admin in every park.
const MANAGE: RouteAccessConfig = { access: { hosts: ['manage'], park: 'scope' } };

export const suggestionRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const admin = '/v1/admin/ps/aspirations';

  app.post('/v1/ps/aspirations/add', { config: COMPANY, schema: { tags, summary: '企业向本园区提交诉求', body: SuggestionSubmit } }, async (request) =>
    ok(await submitSuggestion(app.db, contextOf(request), request.body), '诉求已提交'));
  app.post('/v1/ps/aspirations/list', { config: COMPANY, schema: { tags, summary: '本企业的诉求', body: OwnSuggestionQuery } }, async (request) =>
    ok(await ownSuggestions(app.db, contextOf(request), request.body)));
  app.get('/v1/ps/aspirations/detail/:id', { config: COMPANY, schema: { tags, summary: '本企业的一条诉求', params: IdParams } }, async (request) =>
    ok(await ownSuggestion(app.db, contextOf(request), request.params.id)));

  app.post(`${admin}/list`, { config: MANAGE, schema: { tags, summary: '园区的企业诉求（按状态、类别、企业、日期）', body: SuggestionListQuery } }, async (request) =>
    ok(await parkSuggestions(app.db, contextOf(request), request.body)));
  app.get(`${admin}/info/:id`, { config: MANAGE, schema: { tags, summary: '诉求详情', params: IdParams } }, async (request) =>
    ok(await suggestionInfo(app.db, contextOf(request), request.params.id)));
  app.get(`${admin}/assignees/:id`, { config: MANAGE, schema: { tags, summary: '可指派的本园区管理人员（id 为园区）', params: IdParams } }, async (request) =>
    ok(await assignees(app.db, contextOf(request), request.params.id)));
  app.post(`${admin}/reply`, { config: MANAGE, schema: { tags, summary: '回复诉求（通知企业）', body: SuggestionReply } }, async (request) =>
    ok(await replySuggestion(app.db, contextOf(request), request.body), '已回复'));
  app.post(`${admin}/assign`, { config: MANAGE, schema: { tags, summary: '指派给本园区的同事（通知被指派人）', body: SuggestionAssign } }, async (request) =>
    ok(await assignSuggestion(app.db, contextOf(request), request.body), '已指派'));
  app.post(`${admin}/close`, { config: MANAGE, schema: { tags, summary: '关闭诉求（通知企业）', body: SuggestionClose } }, async (request) =>
    ok(await closeSuggestion(app.db, contextOf(request), request.body), '已关闭'));
};
