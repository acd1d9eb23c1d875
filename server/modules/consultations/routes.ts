import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { IdParams } from '@contract/primitives';
import {
  AdminListQuery, AgentListQuery, ConsultationAsk, ConsultationClose, ConsultationHand, ConsultationPost, FrontDetailParams, FrontListParams,
  FrontListQuery, SubjectQuery,
} from '@contract/schemas/consultation';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { closeConsultation, followUpConsultation, handConsultation, replyConsultation } from './act';
import { askConsultation, consultationSubjects } from './ask';
import { agencyCandidates, agencyConsultations, companyConsultationDetail, companyConsultations, consultationDetail, parkConsultations } from './read';

const tags = ['服务咨询'];
const FRONT: RouteAccessConfig = { access: { hosts: ['front'], park: 'session' } };
const AGENT: RouteAccessConfig = { access: { hosts: ['agent'] } };
const READ: RouteAccessConfig = { access: { hosts: ['manage'], park: 'scope' } };
const WRITE: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'orderRouting', park: 'scope' } };
const FRONT_BASE = '/v1/ps/policy/consultation';
const ADMIN_BASE = '/v1/admin/ps/policy/consultation';

export const consultationRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  // The company (front).
  app.post(FRONT_BASE, { config: FRONT, schema: { tags, summary: '企业发起服务咨询（本园区已发布的政策或服务，或已上架的机构服务）', body: ConsultationAsk } }, async (request) =>
    ok(await askConsultation(app.db, contextOf(request), request.body), '咨询已提交'));
  app.post(`${FRONT_BASE}/subjects`, { config: FRONT, schema: { tags, summary: '可咨询的政策、服务产品或机构服务（按标题）', body: SubjectQuery } }, async (request) =>
    ok(await consultationSubjects(app.db, contextOf(request), request.body)));
  app.post(`${FRONT_BASE}/list/:parkId`, { config: FRONT, schema: { tags, summary: '本企业的服务咨询（x 为企业所在园区）', params: FrontListParams, body: FrontListQuery } }, async (request) =>
    ok(await companyConsultations(app.db, contextOf(request), request.params.parkId, request.body)));
  app.get(`${FRONT_BASE}/detail/:parkId/:id`, { config: FRONT, schema: { tags, summary: '服务咨询详情与往来记录（园区、咨询）', params: FrontDetailParams } }, async (request) =>
    ok(await companyConsultationDetail(app.db, contextOf(request), request.params.parkId, request.params.id)));
  app.post(`${FRONT_BASE}/followUp`, { config: FRONT, schema: { tags, summary: '企业追问', body: ConsultationPost } }, async (request) =>
    ok(await followUpConsultation(app.db, contextOf(request), request.body), '追问已提交'));
  app.post(`${FRONT_BASE}/close`, { config: FRONT, schema: { tags, summary: '企业关闭咨询', body: ConsultationClose } }, async (request) =>
    ok(await closeConsultation(app.db, contextOf(request), request.body), '咨询已关闭'));

  // The park (manage): the policy consultation calls of spec §7, on the same rows.
  app.post(`${ADMIN_BASE}/list`, { config: READ, schema: { tags, summary: '园区的服务咨询（状态、类型、企业、日期、超时）', body: AdminListQuery } }, async (request) =>
    ok(await parkConsultations(app.db, contextOf(request), request.body)));
  app.get(`${ADMIN_BASE}/detail/:id`, { config: READ, schema: { tags, summary: '服务咨询详情与往来记录', params: IdParams } }, async (request) =>
    ok(await consultationDetail(app.db, contextOf(request), request.params.id)));
  app.get(`${ADMIN_BASE}/agencies`, { config: READ, schema: { tags, summary: '可转交的服务机构（已上架）' } }, async () =>
    ok(await agencyCandidates(app.db)));
  app.post(`${ADMIN_BASE}/reply`, { config: WRITE, schema: { tags, summary: '园区答复咨询', body: ConsultationPost } }, async (request) =>
    ok(await replyConsultation(app.db, contextOf(request), request.body), '答复已发送'));
  app.post(`${ADMIN_BASE}/hand`, { config: WRITE, schema: { tags, summary: '转交服务机构答复', body: ConsultationHand } }, async (request) =>
    ok(await handConsultation(app.db, contextOf(request), request.body), '已转交'));
  app.post(`${ADMIN_BASE}/close`, { config: WRITE, schema: { tags, summary: '园区关闭咨询', body: ConsultationClose } }, async (request) =>
    ok(await closeConsultation(app.db, contextOf(request), request.body), '咨询已关闭'));

  // The agency it was handed to (agent).
  app.post('/iv/consultation/list', { config: AGENT, schema: { tags, summary: '转交给本机构的服务咨询', body: AgentListQuery } }, async (request) =>
    ok(await agencyConsultations(app.db, contextOf(request), request.body)));
  app.get('/iv/consultation/detail/:id', { config: AGENT, schema: { tags, summary: '转交给本机构的服务咨询详情', params: IdParams } }, async (request) =>
    ok(await consultationDetail(app.db, contextOf(request), request.params.id)));
  app.post('/iv/consultation/reply', { config: AGENT, schema: { tags, summary: '服务机构答复咨询', body: ConsultationPost } }, async (request) =>
    ok(await replyConsultation(app.db, contextOf(request), request.body), '答复已发送'));
};
