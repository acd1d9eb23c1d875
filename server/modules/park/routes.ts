import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { IdParams } from '@contract/primitives';
import { Envelope, Paged } from '@contract/primitives';
import { OpenPark, OpenParkQuery, ParkEnabledBody, ParkInput, ParkListQuery, ParkUpdate } from '@contract/schemas/park';
import { addPark, changePark, openParkList, parkInfo, parkList, setParkEnabled } from './service';

const tags = ['园区'];
const READ: RouteAccessConfig = { access: { hosts: ['manage'], park: 'scope' } };
// Adding a park and switching one on or off are for the platform admin only (checked by the service).
const WRITE: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'parkAdmin', park: 'scope' } };

export const parkRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/v1/admin/park/list',
    { config: READ, schema: { tags, summary: '园区列表（分页，按名称、地区、状态筛选）', body: ParkListQuery } },
    async (request) => ok(await parkList(app.db, contextOf(request), request.body ?? {})),
  );
  // Public: a company registering chooses the park it enters before it has a session.
  app.post(
    '/v1/park/open/list',
    {
      config: { access: { public: true } },
      schema: { tags, summary: '可入驻的园区（启用的园区，分页，按名称、地区筛选；无需登录）', security: [], body: OpenParkQuery, response: { 200: Envelope(Paged(OpenPark)) } },
    },
    async (request) => ok(await openParkList(app.db, request.body ?? {})),
  );
  app.post(
    '/v1/admin/park/add',
    { config: WRITE, schema: { tags, summary: '新增园区（平台管理员）', body: ParkInput } },
    async (request) => ok(await addPark(app.db, contextOf(request), request.body), '园区已新增'),
  );
  app.put(
    '/v1/admin/park/update',
    { config: WRITE, schema: { tags, summary: '修改园区', body: ParkUpdate } },
    async (request) => ok(await changePark(app.db, contextOf(request), request.body), '园区已保存'),
  );
  app.put(
    '/v1/admin/park/setting/isvalid',
    { config: WRITE, schema: { tags, summary: '启用或停用园区（平台管理员）', body: ParkEnabledBody } },
    async (request) => {
      const { id, enabled } = request.body;
      return ok(await setParkEnabled(app.db, contextOf(request), id, enabled), enabled ? '园区已启用' : '园区已停用');
    },
  );
  app.get(
    '/v1/admin/park/info/:id',
    { config: READ, schema: { tags, summary: '园区详情', params: IdParams } },
    async (request) => ok(await parkInfo(app.db, contextOf(request), request.params.id)),
  );
};
