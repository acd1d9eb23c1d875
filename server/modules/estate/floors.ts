import type { Db } from '../../db/client';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { rowInReach } from '../../lib/park-scope';
import { buildingInfo, trimmed } from './buildings';
import { duplicateNumber, guardNumber, refuseOccupied } from './guards';
import { deleteFloor, insertFloor, updateFloor } from './mutations';
import { findFloor, floorNumberTaken } from './queries';
import type { FloorAdd, PlaceUpdate } from './schemas';

export async function floorInfo(db: Db, ctx: RequestContext, id: number) {
  return rowInReach(db, ctx, await findFloor(db, id), '楼层不存在');
}

export async function addFloor(db: Db, ctx: RequestContext, raw: FloorAdd) {
  const input = trimmed(raw);
  const building = await buildingInfo(db, ctx, input.buildingId);
  return guardNumber('floor', () =>
    db.transaction(async (tx) => {
      if (await floorNumberTaken(tx, building.id, input.number)) throw duplicateNumber('floor');
      const row = await insertFloor(tx, { ...input, parkId: building.parkId });
      await writeLog(tx, ctx, { module: 'floor', action: 'add', target: `${building.name} ${row.name}`, parkId: row.parkId, after: row });
      return row;
    }),
  );
}

export async function changeFloor(db: Db, ctx: RequestContext, raw: PlaceUpdate) {
  const { id, ...change } = trimmed(raw);
  const before = await floorInfo(db, ctx, id);
  return guardNumber('floor', () =>
    db.transaction(async (tx) => {
      if (change.number && (await floorNumberTaken(tx, before.buildingId, change.number, id))) throw duplicateNumber('floor');
      if (change.enabled === false && before.enabled) await refuseOccupied(tx, 'floor', { floorId: id }, '停用');
      const row = await updateFloor(tx, id, change);
      await writeLog(tx, ctx, { module: 'floor', action: 'update', target: `${before.buildingName} ${row.name}`, parkId: row.parkId, before, after: row });
      return { ...row, buildingName: before.buildingName };
    }),
  );
}

export async function removeFloor(db: Db, ctx: RequestContext, id: number) {
  const before = await floorInfo(db, ctx, id);
  await db.transaction(async (tx) => {
    await refuseOccupied(tx, 'floor', { floorId: id }, '删除');
    await deleteFloor(tx, id);
    await writeLog(tx, ctx, { module: 'floor', action: 'delete', target: `${before.buildingName} ${before.name}`, parkId: before.parkId, before });
  });
}
