import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import { addParkBody, idParams, isValidBody, parkListBody, updateParkBody, type ParkInput, type ParkListQuery, type ParkUpdate } from './schemas';
import { addPark, changePark, parkInfo, parkList, setParkEnabled } from './service';

const tags = ['园区'];
const privileged = { privilege: '0101' };

export const parkRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ParkListQuery }>(
    '/v1/admin/park/list',
    { schema: { tags, summary: '园区列表（分页，按名称、地区、状态筛选）', body: parkListBody } },
    async (request) => ok(await parkList(app.db, contextOf(request), request.body ?? {})),
  );
  app.post<{ Body: ParkInput }>(
    '/v1/admin/park/add',
    { config: privileged, schema: { tags, summary: '新增园区（平台管理员）', body: addParkBody } },
    async (request) => ok(await addPark(app.db, contextOf(request), request.body), '园区已新增'),
  );
  app.put<{ Body: ParkUpdate }>(
    '/v1/admin/park/update',
    { config: privileged, schema: { tags, summary: '修改园区', body: updateParkBody } },
    async (request) => ok(await changePark(app.db, contextOf(request), request.body), '园区已保存'),
  );
  app.put<{ Body: { id: number; enabled: boolean } }>(
    '/v1/admin/park/setting/isvalid',
    { config: privileged, schema: { tags, summary: '启用或停用园区（平台管理员）', body: isValidBody } },
    async (request) => {
      const { id, enabled } = request.body;
      return ok(await setParkEnabled(app.db, contextOf(request), id, enabled), enabled ? '园区已启用' : '园区已停用');
    },
  );
  app.get<{ Params: { id: number } }>(
    '/v1/admin/park/info/:id',
    { schema: { tags, summary: '园区详情', params: idParams } },
    async (request) => ok(await parkInfo(app.db, contextOf(request), request.params.id)),
  );
};
