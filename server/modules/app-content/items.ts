import { APP_SLOTS, type AppSlotKey } from '@contract/app-content';
import type { AppItemAdd, AppItemListQuery, AppItemOrder, AppItemUpdate } from '@contract/schemas/app-content';
import type { Db } from '../../db/client';
import type { Conn } from '../../lib/db';
import { badRequest, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import { rowInReach, scopeForPark } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { deleteAppItemIf, findAppItem, insertAppItem, slotIds, slotItems, slotSize, updateAppItemIf } from './queries';
import { checkAppItem, stale } from './rules';

// The item as it stands after a write in the same transaction: it is there.
async function written(conn: Conn, id: number) {
  const row = await findAppItem(conn, id);
  if (!row) throw notFound('内容不存在');
  return row;
}

export async function listSlot(db: Db, ctx: RequestContext, kind: AppSlotKey, query: AppItemListQuery) {
  await scopeForPark(db, ctx, query.parkId);
  return slotItems(db, query.parkId, kind);
}

export async function appItemInfo(db: Db, ctx: RequestContext, kind: AppSlotKey, id: number) {
  const row = await findAppItem(db, id);
  return rowInReach(db, ctx, row?.kind === kind ? row : null, '内容不存在');
}

export async function addAppItem(db: Db, ctx: RequestContext, kind: AppSlotKey, input: AppItemAdd) {
  await scopeForPark(db, ctx, input.parkId);
  return db.transaction(async (tx) => {
    const values = await checkAppItem(tx, kind, input.parkId, input);
    const size = await slotSize(tx, input.parkId, kind);
    if (size.n >= APP_SLOTS[kind].max) throw badRequest(`${APP_SLOTS[kind].label}最多 ${APP_SLOTS[kind].max} 个`);
    const id = await insertAppItem(tx, { ...values, parkId: input.parkId, kind, sort: size.last + 1 });
    await writeLog(tx, ctx, { module: 'appContent', action: 'add', target: `${APP_SLOTS[kind].label}：${values.title}`, parkId: input.parkId, after: { id, kind, ...values } });
    return written(tx, id);
  });
}

export async function changeAppItem(db: Db, ctx: RequestContext, kind: AppSlotKey, input: AppItemUpdate) {
  const before = await appItemInfo(db, ctx, kind, input.id);
  return db.transaction(async (tx) => {
    const values = await checkAppItem(tx, kind, before.parkId, input);
    if (!(await updateAppItemIf(tx, input.id, input.version, values))) throw stale();
    await writeLog(tx, ctx, { module: 'appContent', action: 'update', target: `${APP_SLOTS[kind].label}：${values.title}`, parkId: before.parkId, before, after: values });
    return written(tx, input.id);
  });
}

export async function removeAppItem(db: Db, ctx: RequestContext, kind: AppSlotKey, id: number) {
  const before = await appItemInfo(db, ctx, kind, id);
  await db.transaction(async (tx) => {
    if (!(await deleteAppItemIf(tx, id, before.version))) throw stale();
    await writeLog(tx, ctx, { module: 'appContent', action: 'delete', target: `${APP_SLOTS[kind].label}：${before.title}`, parkId: before.parkId, before });
  });
}

// The whole slot in its new order, each item on the version the caller saw; any item added, removed or changed since
// makes the list stale and nothing moves (of two reorders at once, one wins).
export async function orderSlot(db: Db, ctx: RequestContext, kind: AppSlotKey, input: AppItemOrder) {
  await scopeForPark(db, ctx, input.parkId);
  const ids = input.items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw badRequest('排序列表有重复项');
  await db.transaction(async (tx) => {
    const current = new Set((await slotIds(tx, input.parkId, kind)).map((r) => r.id));
    if (current.size !== ids.length || ids.some((id) => !current.has(id))) throw stale();
    for (const [index, item] of input.items.entries()) {
      if (!(await updateAppItemIf(tx, item.id, item.version, { sort: index + 1 }))) throw stale();
    }
    await writeLog(tx, ctx, { module: 'appContent', action: 'sort', target: APP_SLOTS[kind].label, parkId: input.parkId, after: ids });
  });
  return slotItems(db, input.parkId, kind);
}
