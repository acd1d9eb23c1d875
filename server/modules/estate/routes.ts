import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf, type RequestContext } from '../../lib/request-context';
import { addBuilding, buildingInfo, changeBuilding, removeBuilding } from './buildings';
import { addFloor, changeFloor, floorInfo, removeFloor } from './floors';
import { buildingOptions, floorOptions, parkTree, roomList, roomOptions } from './lookups';
import { addRoom, changeRoom, removeRoom, roomInfo } from './rooms';
import {
  addBuildingBody, addFloorBody, addRoomBody, idParams, roomListBody, updateBuildingBody, updateFloorBody, updateRoomBody,
  type BuildingAdd, type FloorAdd, type PlaceUpdate, type RoomAdd, type RoomListQuery, type RoomUpdate,
} from './schemas';

const tags = ['楼栋楼层房间'];
const privileged = { privilege: '0101' };

type Handler<T> = (db: FastifyRequest['server']['db'], ctx: RequestContext, input: T) => Promise<unknown>;

export const estateRoutes: FastifyPluginAsync = async (app) => {
  const byId = (path: string, summary: string, handler: Handler<number>) =>
    app.get<{ Params: { id: number } }>(path, { schema: { tags, summary, params: idParams } }, async (request) =>
      ok(await handler(app.db, contextOf(request), request.params.id)),
    );
  const remove = (path: string, summary: string, handler: Handler<number>) =>
    app.delete<{ Params: { id: number } }>(path, { config: privileged, schema: { tags, summary, params: idParams } }, async (request) => {
      await handler(app.db, contextOf(request), request.params.id);
      return ok(null, '已删除');
    });
  const write = <T>(method: 'post' | 'put', path: string, summary: string, body: object, handler: Handler<T>) =>
    app[method]<{ Body: T }>(path, { config: privileged, schema: { tags, summary, body } }, async (request) =>
      ok(await handler(app.db, contextOf(request), request.body as T), '保存成功'),
    );

  write<BuildingAdd>('post', '/v1/park/building/add', '新增楼栋', addBuildingBody, addBuilding);
  write<PlaceUpdate>('put', '/v1/park/building/update', '修改、启用或停用楼栋', updateBuildingBody, changeBuilding);
  byId('/v1/park/building/info/:id', '楼栋详情', buildingInfo);
  remove('/v1/park/building/delete/:id', '删除楼栋（连同其楼层与房间）', removeBuilding);
  byId('/v1/park/building/select/list/:id', '园区的楼栋选择列表（启用的）', buildingOptions);

  write<FloorAdd>('post', '/v1/park/floor/add', '新增楼层', addFloorBody, addFloor);
  write<PlaceUpdate>('put', '/v1/park/floor/update', '修改、启用或停用楼层', updateFloorBody, changeFloor);
  byId('/v1/park/floor/info/:id', '楼层详情', floorInfo);
  remove('/v1/park/floor/delete/:id', '删除楼层（连同其房间）', removeFloor);
  byId('/v1/park/floor/select/list/:id', '楼栋的楼层选择列表（启用的）', floorOptions);

  write<RoomAdd>('post', '/v1/park/room/add', '新增房间', addRoomBody, addRoom);
  write<RoomUpdate>('put', '/v1/park/room/update', '修改、启用或停用房间', updateRoomBody, changeRoom);
  byId('/v1/park/room/info/:id', '房间详情', roomInfo);
  remove('/v1/park/room/delete/:id', '删除房间', removeRoom);
  byId('/v1/park/room/select/list/:id', '楼层的房间选择列表（启用的）', roomOptions);

  byId('/v1/park/estate/tree/:id', '园区的楼栋、楼层树（含每层房间数）', parkTree);
  app.post<{ Body: RoomListQuery }>(
    '/v1/park/room/list',
    { schema: { tags, summary: '房间列表（分页）', body: roomListBody } },
    async (request) => ok(await roomList(app.db, contextOf(request), request.body)),
  );
};
