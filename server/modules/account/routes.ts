import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { AllotKind } from './allot-queries';
import { ACCOUNT_ADMIN_PRIVILEGE, allot, allotChoices, allotDelete, allotList, type AllotInput } from './allot-service';
import { companyManager, myCommitment, saveCommitment } from './commitment';
import { allotBody, allotListBody, commitmentBody, freezeBody, idBody, idParams, insertBody, listBody, updateBody } from './schemas';
import {
  freezeManagerAccount,
  insertManagerAccount,
  listManagerAccounts,
  managerDetail,
  updateManagerAccount,
  type ManagerInput,
  type ManagerUpdate,
} from './service';

const tags = ['客户经理账号'];
const ACCOUNT_ADMIN = { privilege: ACCOUNT_ADMIN_PRIVILEGE };
const base = '/v1/customerServiceManager';

interface Paging {
  pageNum?: number;
  pageSize?: number;
}

export const accountRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Paging & { keyword?: string; frozen?: boolean } }>(
    `${base}/list`,
    { schema: { tags, summary: '当前园区的客户经理账号列表', body: listBody } },
    async (request) => ok(await listManagerAccounts(app.db, contextOf(request), request.body ?? {})),
  );

  app.post<{ Body: { id: number } }>(
    `${base}/detail`,
    { schema: { tags, summary: '客户经理账号详情（含分配的企业与员工）', body: idBody } },
    async (request) => ok(await managerDetail(app.db, contextOf(request), request.body.id)),
  );

  app.post<{ Body: ManagerInput }>(
    `${base}/insert`,
    { config: ACCOUNT_ADMIN, schema: { tags, summary: '新增客户经理账号', body: insertBody } },
    async (request) => ok(await insertManagerAccount(app.db, contextOf(request), request.body), '账号已新增'),
  );

  app.post<{ Body: ManagerUpdate }>(
    `${base}/update`,
    { config: ACCOUNT_ADMIN, schema: { tags, summary: '修改客户经理账号（可重置密码、更换角色）', body: updateBody } },
    async (request) => ok(await updateManagerAccount(app.db, contextOf(request), request.body), '账号已修改'),
  );

  app.post<{ Body: { id: number; frozen: boolean } }>(
    `${base}/freeze`,
    { config: ACCOUNT_ADMIN, schema: { tags, summary: '冻结或解冻账号（冻结立即结束其登录）', body: freezeBody } },
    async (request) => {
      const result = await freezeManagerAccount(app.db, contextOf(request), request.body.id, request.body.frozen);
      return ok(result, result.frozen ? '账号已冻结' : '账号已解冻');
    },
  );

  app.post<{ Body: AllotInput }>(
    `${base}/allot`,
    { config: ACCOUNT_ADMIN, schema: { tags, summary: '为客户经理分配企业与员工', body: allotBody } },
    async (request) => ok(await allot(app.db, contextOf(request), request.body), '分配成功'),
  );

  app.post<{ Body: Paging & { managerId?: number; kind?: AllotKind } }>(
    `${base}/allot/list`,
    { schema: { tags, summary: '分配记录（无账号管理权限时只含自己的）', body: allotListBody } },
    async (request) => ok(await allotList(app.db, contextOf(request), request.body ?? {})),
  );

  app.get(`${base}/allot/options`, { schema: { tags, summary: '可分配的企业与员工（含已分配给谁）' } }, async (request) =>
    ok(await allotChoices(app.db, contextOf(request))),
  );

  app.delete<{ Params: { id: number } }>(
    `${base}/allot/delete/:id`,
    { config: ACCOUNT_ADMIN, schema: { tags, summary: '解除一条分配', params: idParams } },
    async (request) => {
      await allotDelete(app.db, contextOf(request), request.params.id);
      return ok(null, '已解除分配');
    },
  );

  app.get(`${base}/commitment`, { schema: { tags, summary: '我的服务承诺（客户经理本人）' } }, async (request) =>
    ok(await myCommitment(app.db, contextOf(request))),
  );

  app.post<{ Body: { content: string } }>(
    `${base}/commitment`,
    { schema: { tags, summary: '保存我的服务承诺', body: commitmentBody } },
    async (request) => ok(await saveCommitment(app.db, contextOf(request), request.body.content), '服务承诺已保存'),
  );

  app.get(`${base}/commitment/company`, { schema: { tags, summary: '本企业的客户经理及其服务承诺（企业用户）' } }, async (request) =>
    ok(await companyManager(app.db, contextOf(request))),
  );
};
