import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { IdParams } from '@contract/primitives';
import { PreApplyAdminListQuery, PreApplyCancel, PreApplyCheck, PreApplyCreate, PreApplyEdit, PreApplyListQuery } from '@contract/schemas/pre-apply';
import { PRE_APPLY_ACTIONS } from '@contract/pre-apply-states';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { cancelApplication, createApplication, editApplication, ownDetail, ownList, prefill } from './company';
import { checkApplication, parkApplicationDetail, parkApplications } from './review';

const tags = ['政策预申报'];
const COMPANY: RouteAccessConfig = { access: { hosts: ['front'] } };
const PARK_READ: RouteAccessConfig = { access: { hosts: ['manage'], park: 'scope' } };
const PARK_REVIEW: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'preApplyReview', park: 'scope' } };

export const preApplyRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/v1/ps/policy/pre/apply/list', { config: COMPANY, schema: { tags, summary: '本企业的政策预申报列表', body: PreApplyListQuery } }, async (request) =>
    ok(await ownList(app.db, contextOf(request), request.body)),
  );
  app.get('/v1/ps/policy/preApply/detail/:id', { config: COMPANY, schema: { tags, summary: '本企业的预申报详情与审核记录', params: IdParams } }, async (request) =>
    ok(await ownDetail(app.db, contextOf(request), request.params.id)),
  );
  app.get(
    '/v1/ps/policy/preApply/prefill/:id',
    { config: COMPANY, schema: { tags, summary: '预申报表单：按企业信息预填，并核对政策的申报条件（id 为政策）', params: IdParams } },
    async (request) => ok(await prefill(app.db, contextOf(request), request.params.id)),
  );
  app.post('/v1/ps/policy/pre/apply', { config: COMPANY, schema: { tags, summary: '新建政策预申报（保存草稿或提交）', body: PreApplyCreate } }, async (request) =>
    ok(await createApplication(app.db, contextOf(request), request.body), request.body.submit ? '已提交预申报' : '草稿已保存'),
  );
  app.post(
    '/v1/ps/policy/pre/apply/edit',
    { config: COMPANY, schema: { tags, summary: '修改预申报（草稿或退回的保存、提交；待审核时修改材料）', body: PreApplyEdit } },
    async (request) => ok(await editApplication(app.db, contextOf(request), request.body), request.body.submit ? '已提交预申报' : '已保存'),
  );
  app.post('/v1/ps/policy/preApply/cancel', { config: COMPANY, schema: { tags, summary: '取消预申报（须填写原因）', body: PreApplyCancel } }, async (request) =>
    ok(await cancelApplication(app.db, contextOf(request), request.body), '预申报已取消'),
  );

  app.post('/v1/admin/ps/policy/pre/apply/list', { config: PARK_READ, schema: { tags, summary: '园区的政策预申报列表（按状态、政策、企业、提交日期）', body: PreApplyAdminListQuery } }, async (request) =>
    ok(await parkApplications(app.db, contextOf(request), request.body)),
  );
  app.get('/v1/admin/ps/policy/preApply/detail/:id', { config: PARK_READ, schema: { tags, summary: '预申报详情与审核记录', params: IdParams } }, async (request) =>
    ok(await parkApplicationDetail(app.db, contextOf(request), request.params.id)),
  );
  app.post('/v1/admin/ps/policy/preApply/check', { config: PARK_REVIEW, schema: { tags, summary: '审核预申报：通过、退回修改或驳回，附审核意见', body: PreApplyCheck } }, async (request) =>
    ok(await checkApplication(app.db, contextOf(request), request.body), `已${PRE_APPLY_ACTIONS[request.body.decision]}`),
  );
};
