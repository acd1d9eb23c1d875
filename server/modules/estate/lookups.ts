import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { scopeForPark } from '../../lib/park-scope';
import { findPark } from '../park';
import { buildingInfo } from './buildings';
import { floorInfo } from './floors';
import { buildingSelect, estateTree, floorSelect, listRooms, roomSelect } from './queries';
import type { RoomListQuery } from './schemas';

// Select lists give enabled places only: they feed the choosers of every form that picks a place.
export async function buildingOptions(db: Db, ctx: RequestContext, parkId: number) {
  await scopeForPark(db, ctx, parkId);
  return buildingSelect(db, parkId);
}

export async function floorOptions(db: Db, ctx: RequestContext, buildingId: number) {
  await buildingInfo(db, ctx, buildingId);
  return floorSelect(db, buildingId);
}

export async function roomOptions(db: Db, ctx: RequestContext, floorId: number) {
  await floorInfo(db, ctx, floorId);
  return roomSelect(db, floorId);
}

export async function parkTree(db: Db, ctx: RequestContext, parkId: number) {
  await scopeForPark(db, ctx, parkId);
  const park = await findPark(db, parkId);
  if (!park) throw notFound('园区不存在');
  return { id: park.id, name: park.name, enabled: park.enabled, buildings: await estateTree(db, parkId) };
}

export async function roomList(db: Db, ctx: RequestContext, query: RoomListQuery) {
  await scopeForPark(db, ctx, query.parkId);
  return listRooms(db, query);
}
