import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { allot, allotChoices, allotDelete, allotList } from './allot-service';
import { companyManager, myCommitment, saveCommitment } from './commitment';
import { AllotInput, AllotQuery, CommitmentBody, FreezeBody, ManagerInput, ManagerQuery, ManagerUpdate } from '@contract/schemas/account';
import { IdBody, IdParams } from '@contract/primitives';
import {
  freezeManagerAccount,
  insertManagerAccount,
  listManagerAccounts,
  managerDetail,
  updateManagerAccount,
} from './service';

const tags = ['客户经理账号'];
// Every call works in the session's park; changes sit behind the account-management privilege.
const MANAGE: RouteAccessConfig = { access: { hosts: ['manage'], park: 'session' } };
const ACCOUNT_ADMIN: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'accountAdmin', park: 'session' } };
const base = '/v1/customerServiceManager';

export const accountRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    `${base}/list`,
    { config: MANAGE, schema: { tags, summary: '当前园区的客户经理账号列表', body: ManagerQuery } },
    async (request) => ok(await listManagerAccounts(app.db, contextOf(request), request.body ?? {})),
  );

  app.post(
    `${base}/detail`,
    { config: MANAGE, schema: { tags, summary: '客户经理账号详情（含分配的企业与员工）', body: IdBody } },
    async (request) => ok(await managerDetail(app.db, contextOf(request), request.body.id)),
  );

  app.post(
    `${base}/insert`,
    { config: ACCOUNT_ADMIN, schema: { tags, summary: '新增客户经理账号', body: ManagerInput } },
    async (request) => ok(await insertManagerAccount(app.db, contextOf(request), request.body), '账号已新增'),
  );

  app.post(
    `${base}/update`,
    { config: ACCOUNT_ADMIN, schema: { tags, summary: '修改客户经理账号（可重置密码、更换角色）', body: ManagerUpdate } },
    async (request) => ok(await updateManagerAccount(app.db, contextOf(request), request.body), '账号已修改'),
  );

  app.post(
    `${base}/freeze`,
    { config: ACCOUNT_ADMIN, schema: { tags, summary: '冻结或解冻账号（冻结立即结束其登录）', body: FreezeBody } },
    async (request) => {
      const result = await freezeManagerAccount(app.db, contextOf(request), request.body.id, request.body.frozen);
      return ok(result, result.frozen ? '账号已冻结' : '账号已解冻');
    },
  );

  app.post(
    `${base}/allot`,
    { config: ACCOUNT_ADMIN, schema: { tags, summary: '为客户经理分配企业与员工', body: AllotInput } },
    async (request) => ok(await allot(app.db, contextOf(request), request.body), '分配成功'),
  );

  app.post(
    `${base}/allot/list`,
    { config: MANAGE, schema: { tags, summary: '分配记录（无账号管理权限时只含自己的）', body: AllotQuery } },
    async (request) => ok(await allotList(app.db, contextOf(request), request.body ?? {})),
  );

  app.get(`${base}/allot/options`, { config: MANAGE, schema: { tags, summary: '可分配的企业与员工（含已分配给谁）' } }, async (request) =>
    ok(await allotChoices(app.db, contextOf(request))),
  );

  app.delete(
    `${base}/allot/delete/:id`,
    { config: ACCOUNT_ADMIN, schema: { tags, summary: '解除一条分配', params: IdParams } },
    async (request) => {
      await allotDelete(app.db, contextOf(request), request.params.id);
      return ok(null, '已解除分配');
    },
  );

  app.get(`${base}/commitment`, { config: { access: { hosts: ['manage'] } }, schema: { tags, summary: '我的服务承诺（客户经理本人）' } }, async (request) =>
    ok(await myCommitment(app.db, contextOf(request))),
  );

  app.post(
    `${base}/commitment`,
    { config: { access: { hosts: ['manage'] } }, schema: { tags, summary: '保存我的服务承诺', body: CommitmentBody } },
    async (request) => ok(await saveCommitment(app.db, contextOf(request), request.body.content), '服务承诺已保存'),
  );

  app.get(`${base}/commitment/company`, { config: { access: { hosts: ['front'] } }, schema: { tags, summary: '本企业的客户经理及其服务承诺（企业用户）' } }, async (request) =>
    ok(await companyManager(app.db, contextOf(request))),
  );
};
