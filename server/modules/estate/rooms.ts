import type { Db } from '../../db/client';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { rowInReach } from '../../lib/park-scope';
import { trimmed } from './buildings';
import { floorInfo } from './floors';
import { duplicateNumber, guardNumber, refuseOccupied } from './guards';
import { deleteRoom, insertRoom, updateRoom } from './mutations';
import { findRoom, roomNumberTaken } from './queries';
import type { RoomAdd, RoomUpdate } from './schemas';

export async function roomInfo(db: Db, ctx: RequestContext, id: number) {
  return rowInReach(db, ctx, await findRoom(db, id), '房间不存在');
}

export async function addRoom(db: Db, ctx: RequestContext, raw: RoomAdd) {
  const input = trimmed(raw);
  const floor = await floorInfo(db, ctx, input.floorId);
  return guardNumber('room', () =>
    db.transaction(async (tx) => {
      if (await roomNumberTaken(tx, floor.id, input.number)) throw duplicateNumber('room');
      const row = await insertRoom(tx, { ...input, parkId: floor.parkId });
      const target = `${floor.buildingName} ${floor.name} ${row.name}`;
      await writeLog(tx, ctx, { module: 'room', action: 'add', target, parkId: row.parkId, after: row });
      return row;
    }),
  );
}

export async function changeRoom(db: Db, ctx: RequestContext, raw: RoomUpdate) {
  const { id, ...change } = trimmed(raw);
  const before = await roomInfo(db, ctx, id);
  return guardNumber('room', () =>
    db.transaction(async (tx) => {
      if (change.number && (await roomNumberTaken(tx, before.floorId, change.number, id))) throw duplicateNumber('room');
      if (change.enabled === false && before.enabled) await refuseOccupied(tx, 'room', { roomId: id }, '停用');
      const row = await updateRoom(tx, id, change);
      const target = `${before.buildingName} ${before.floorName} ${row.name}`;
      await writeLog(tx, ctx, { module: 'room', action: 'update', target, parkId: row.parkId, before, after: row });
      return row;
    }),
  );
}

export async function removeRoom(db: Db, ctx: RequestContext, id: number) {
  const before = await roomInfo(db, ctx, id);
  await db.transaction(async (tx) => {
    await refuseOccupied(tx, 'room', { roomId: id }, '删除');
    await deleteRoom(tx, id);
    await writeLog(tx, ctx, { module: 'room', action: 'delete', target: `${before.buildingName} ${before.floorName} ${before.name}`, parkId: before.parkId, before });
  });
}
