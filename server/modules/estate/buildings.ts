import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { rowInReach, scopeForPark } from '../../lib/park-scope';
import { findPark } from '../park';
import { duplicateNumber, guardNumber, refuseOccupied } from './guards';
import { deleteBuilding, insertBuilding, updateBuilding } from './mutations';
import { buildingNumberTaken, findBuilding } from './queries';
import type { BuildingAdd, PlaceUpdate } from './schemas';

const trimmed = <T extends { name?: string; number?: string }>(v: T): T => ({
  ...v,
  ...(v.name === undefined ? {} : { name: v.name.trim() }),
  ...(v.number === undefined ? {} : { number: v.number.trim() }),
});

export async function buildingInfo(db: Db, ctx: RequestContext, id: number) {
  return rowInReach(db, ctx, await findBuilding(db, id), '楼栋不存在');
}

export async function addBuilding(db: Db, ctx: RequestContext, raw: BuildingAdd) {
  const input = trimmed(raw);
  await scopeForPark(db, ctx, input.parkId);
  if (!(await findPark(db, input.parkId))) throw notFound('园区不存在');
  return guardNumber('building', () =>
    db.transaction(async (tx) => {
      if (await buildingNumberTaken(tx, input.parkId, input.number)) throw duplicateNumber('building');
      const row = await insertBuilding(tx, input);
      await writeLog(tx, ctx, { module: 'building', action: 'add', target: row.name, parkId: row.parkId, after: row });
      return row;
    }),
  );
}

export async function changeBuilding(db: Db, ctx: RequestContext, raw: PlaceUpdate) {
  const { id, ...change } = trimmed(raw);
  const before = await buildingInfo(db, ctx, id);
  return guardNumber('building', () =>
    db.transaction(async (tx) => {
      if (change.number && (await buildingNumberTaken(tx, before.parkId, change.number, id))) throw duplicateNumber('building');
      if (change.enabled === false && before.enabled) await refuseOccupied(tx, 'building', { buildingId: id }, '停用');
      const row = await updateBuilding(tx, id, change);
      await writeLog(tx, ctx, { module: 'building', action: 'update', target: row.name, parkId: row.parkId, before, after: row });
      return row;
    }),
  );
}

export async function removeBuilding(db: Db, ctx: RequestContext, id: number) {
  const before = await buildingInfo(db, ctx, id);
  await db.transaction(async (tx) => {
    await refuseOccupied(tx, 'building', { buildingId: id }, '删除');
    await deleteBuilding(tx, id);
    await writeLog(tx, ctx, { module: 'building', action: 'delete', target: before.name, parkId: before.parkId, before });
  });
}

export { trimmed };
