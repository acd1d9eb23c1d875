import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { routeKit } from '../../lib/route-kit';
import { addBuilding, buildingInfo, changeBuilding, removeBuilding } from './buildings';
import { addFloor, changeFloor, floorInfo, removeFloor } from './floors';
import { buildingOptions, floorOptions, parkTree, roomList, roomOptions } from './lookups';
import { addRoom, changeRoom, removeRoom, roomInfo } from './rooms';
import { BuildingAdd, FloorAdd, PlaceUpdate, RoomAdd, RoomListQuery, RoomUpdate } from '@contract/schemas/estate';

const tags = ['楼栋楼层房间'];
const READ: RouteAccessConfig = { access: { hosts: ['manage'], park: 'scope' } };
const WRITE: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'parkAdmin', park: 'scope' } };

export const estateRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const { byId, remove, write } = routeKit(plugin, { tags, read: READ, write: WRITE, removed: '已删除' });

  write('post', '/v1/park/building/add', '新增楼栋', BuildingAdd, addBuilding);
  write('put', '/v1/park/building/update', '修改、启用或停用楼栋', PlaceUpdate, changeBuilding);
  byId('/v1/park/building/info/:id', '楼栋详情', buildingInfo);
  remove('/v1/park/building/delete/:id', '删除楼栋（连同其楼层与房间）', removeBuilding);
  byId('/v1/park/building/select/list/:id', '园区的楼栋选择列表（启用的）', buildingOptions);

  write('post', '/v1/park/floor/add', '新增楼层', FloorAdd, addFloor);
  write('put', '/v1/park/floor/update', '修改、启用或停用楼层', PlaceUpdate, changeFloor);
  byId('/v1/park/floor/info/:id', '楼层详情', floorInfo);
  remove('/v1/park/floor/delete/:id', '删除楼层（连同其房间）', removeFloor);
  byId('/v1/park/floor/select/list/:id', '楼栋的楼层选择列表（启用的）', floorOptions);

  write('post', '/v1/park/room/add', '新增房间', RoomAdd, addRoom);
  write('put', '/v1/park/room/update', '修改、启用或停用房间', RoomUpdate, changeRoom);
  byId('/v1/park/room/info/:id', '房间详情', roomInfo);
  remove('/v1/park/room/delete/:id', '删除房间', removeRoom);
  byId('/v1/park/room/select/list/:id', '楼层的房间选择列表（启用的）', roomOptions);

  byId('/v1/park/estate/tree/:id', '园区的楼栋、楼层树（含每层房间数）', parkTree);
  app.post(
    '/v1/park/room/list',
    { config: READ, schema: { tags, summary: '房间列表（分页）', body: RoomListQuery } },
    async (request) => ok(await roomList(app.db, contextOf(request), request.body)),
  );
};
