import type { Db } from '../../db/client';
import type { parks } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { findPark, insertPark, listOpenParks, listParks, parkCounts, parkNameTaken, revokeOperatorSessions, updatePark } from './queries';
import { isValidRegion, regionName } from './region-names';
import type { OpenParkQuery, ParkInput, ParkListQuery, ParkUpdate } from './schemas';
import { isUniqueViolation } from '../../lib/db';
import { parkScope, requirePlatformAdmin, scopeForPark } from '../../lib/park-scope';

type ParkRow = typeof parks.$inferSelect;

const DUPLICATE_NAME = '园区名称已存在';

export function parkView(row: ParkRow) {
  return { ...row, regionName: regionName(row.provinceCode, row.cityCode, row.areaCode) };
}

function checkRegion(input: Partial<ParkInput>, current?: ParkRow): void {
  const province = input.provinceCode ?? current?.provinceCode ?? '';
  const city = input.cityCode ?? current?.cityCode ?? '';
  const area = input.areaCode ?? current?.areaCode ?? '';
  if (!isValidRegion(province, city, area)) throw fieldError('areaCode', '省市区不匹配，请重新选择');
}

function normalized<T extends Partial<ParkInput>>(input: T): T {
  return input.name === undefined ? input : { ...input, name: input.name.trim() };
}

async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('name', DUPLICATE_NAME);
    throw error;
  }
}

export async function parkList(db: Db, ctx: RequestContext, query: ParkListQuery) {
  const scope = await parkScope(db, ctx.user);
  const { list, total } = await listParks(db, query, scope.parkIds);
  return { list: list.map(parkView), total };
}

// Read without a session (a company registering picks its park): enabled parks only, their public face only.
export async function openParkList(db: Db, query: OpenParkQuery) {
  const { list, total } = await listOpenParks(db, query);
  return { list: list.map((row) => ({ ...row, regionName: regionName(row.provinceCode, row.cityCode, row.areaCode) })), total };
}

export async function parkInfo(db: Db, ctx: RequestContext, id: number) {
  await scopeForPark(db, ctx, id);
  const row = await findPark(db, id);
  if (!row) throw notFound('园区不存在');
  return { ...parkView(row), ...(await parkCounts(db, id)) };
}

export async function addPark(db: Db, ctx: RequestContext, raw: ParkInput) {
  requirePlatformAdmin(ctx.user);
  const input = normalized(raw);
  checkRegion(input);
  return guardUnique(() =>
    db.transaction(async (tx) => {
      if (await parkNameTaken(tx, input.name)) throw fieldError('name', DUPLICATE_NAME);
      const row = await insertPark(tx, input);
      await writeLog(tx, ctx, { module: 'park', action: 'add', target: row.name, parkId: row.id, after: row });
      return parkView(row);
    }),
  );
}

export async function changePark(db: Db, ctx: RequestContext, raw: ParkUpdate) {
  const { id, ...change } = normalized(raw);
  await scopeForPark(db, ctx, id);
  return guardUnique(() =>
    db.transaction(async (tx) => {
      const before = await findPark(tx, id);
      if (!before) throw notFound('园区不存在');
      if (change.provinceCode || change.cityCode || change.areaCode) checkRegion(change, before);
      if (change.name && (await parkNameTaken(tx, change.name, id))) throw fieldError('name', DUPLICATE_NAME);
      const row = await updatePark(tx, id, change);
      await writeLog(tx, ctx, { module: 'park', action: 'update', target: row.name, parkId: id, before, after: row });
      return parkView(row);
    }),
  );
}

export async function setParkEnabled(db: Db, ctx: RequestContext, id: number, enabled: boolean) {
  requirePlatformAdmin(ctx.user);
  return db.transaction(async (tx) => {
    const before = await findPark(tx, id);
    if (!before) throw notFound('园区不存在');
    const row = await updatePark(tx, id, { enabled });
    if (!enabled) await revokeOperatorSessions(tx, id);
    await writeLog(tx, ctx, {
      module: 'park',
      action: enabled ? 'enable' : 'disable',
      target: row.name,
      parkId: id,
      before: { enabled: before.enabled },
      after: { enabled },
    });
    return parkView(row);
  });
}
