import { estateCalls } from '@contract/calls/estate';
import { callRoutes } from '../../lib/call-routes';
import { addBuilding, buildingInfo, changeBuilding, removeBuilding } from './buildings';
import { addFloor, changeFloor, floorInfo, removeFloor } from './floors';
import { buildingOptions, floorOptions, parkTree, roomList, roomOptions } from './lookups';
import { addRoom, changeRoom, removeRoom, roomInfo } from './rooms';

const removed = async (removal: Promise<void>) => {
  await removal;
  return null;
};

export const estateRoutes = callRoutes(estateCalls, {
  buildingAdd: (db, ctx, { body }) => addBuilding(db, ctx, body),
  buildingUpdate: (db, ctx, { body }) => changeBuilding(db, ctx, body),
  buildingInfo: (db, ctx, { params }) => buildingInfo(db, ctx, params.id),
  buildingDelete: (db, ctx, { params }) => removed(removeBuilding(db, ctx, params.id)),
  buildingOptions: (db, ctx, { params }) => buildingOptions(db, ctx, params.id),

  floorAdd: (db, ctx, { body }) => addFloor(db, ctx, body),
  floorUpdate: (db, ctx, { body }) => changeFloor(db, ctx, body),
  floorInfo: (db, ctx, { params }) => floorInfo(db, ctx, params.id),
  floorDelete: (db, ctx, { params }) => removed(removeFloor(db, ctx, params.id)),
  floorOptions: (db, ctx, { params }) => floorOptions(db, ctx, params.id),

  roomAdd: (db, ctx, { body }) => addRoom(db, ctx, body),
  roomUpdate: (db, ctx, { body }) => changeRoom(db, ctx, body),
  roomInfo: (db, ctx, { params }) => roomInfo(db, ctx, params.id),
  roomDelete: (db, ctx, { params }) => removed(removeRoom(db, ctx, params.id)),
  roomOptions: (db, ctx, { params }) => roomOptions(db, ctx, params.id),

  tree: (db, ctx, { params }) => parkTree(db, ctx, params.id),
  roomList: (db, ctx, { body }) => roomList(db, ctx, body),
});
