import type { ContentTypeKey } from '@contract/content-types';
import type { ClassAdd, ClassListQuery, ClassOrder, ClassRename } from '@contract/schemas/content';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db';
import { badRequest, fieldError } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import { rowInReach, scopeForPark } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { classesByIds, classUsage, deleteClass, findClass, insertClass, listClasses, nextClassSort, renameClass, setClassSort } from './queries';

const duplicate = () => fieldError('name', '同一层级下已有同名分类');

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function classList(db: Db, ctx: RequestContext, type: ContentTypeKey, query: ClassListQuery) {
  await scopeForPark(db, ctx, query.parkId);
  return listClasses(db, query.parkId, type);
}

async function classOf(db: Db, ctx: RequestContext, type: ContentTypeKey, id: number) {
  const row = await findClass(db, id);
  return rowInReach(db, ctx, row?.type === type ? row : null, '分类不存在');
}

export async function addClass(db: Db, ctx: RequestContext, type: ContentTypeKey, input: ClassAdd) {
  await scopeForPark(db, ctx, input.parkId);
  const name = input.name.trim();
  return uniqueName(() =>
    db.transaction(async (tx) => {
      if (input.parentId) {
        const parent = await findClass(tx, input.parentId);
        if (!parent || parent.parkId !== input.parkId || parent.type !== type) throw fieldError('parentId', '上级分类不存在');
      }
      const row = await insertClass(tx, { parkId: input.parkId, type, parentId: input.parentId ?? null, name, sort: await nextClassSort(tx, input.parkId, type) });
      await writeLog(tx, ctx, { module: 'contentClass', action: 'add', target: name, parkId: input.parkId, after: row });
      return row;
    }),
  );
}

export async function changeClass(db: Db, ctx: RequestContext, type: ContentTypeKey, input: ClassRename) {
  const before = await classOf(db, ctx, type, input.id);
  const name = input.name.trim();
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const row = await renameClass(tx, input.id, name);
      await writeLog(tx, ctx, { module: 'contentClass', action: 'update', target: name, parkId: row.parkId, before, after: row });
      return row;
    }),
  );
}

export async function orderClasses(db: Db, ctx: RequestContext, type: ContentTypeKey, input: ClassOrder) {
  await scopeForPark(db, ctx, input.parkId);
  const ids = [...new Set(input.ids)];
  await db.transaction(async (tx) => {
    const found = await classesByIds(tx, ids);
    const parents = new Set(found.map((c) => c.parentId ?? 0));
    if (found.length !== ids.length || found.some((c) => c.parkId !== input.parkId || c.type !== type) || parents.size !== 1) {
      throw badRequest('只能对同一层级的分类排序');
    }
    for (const [index, id] of ids.entries()) await setClassSort(tx, id, index + 1);
    await writeLog(tx, ctx, { module: 'contentClass', action: 'sort', target: found.map((c) => c.name).join('、'), parkId: input.parkId, after: ids });
  });
}

export async function removeClass(db: Db, ctx: RequestContext, type: ContentTypeKey, id: number) {
  const before = await classOf(db, ctx, type, id);
  await db.transaction(async (tx) => {
    const usage = await classUsage(tx, id);
    if (usage.items > 0) throw badRequest(`该分类下还有 ${usage.items} 条内容，不能删除`);
    if (usage.children > 0) throw badRequest(`该分类下还有 ${usage.children} 个子分类，不能删除`);
    await deleteClass(tx, id);
    await writeLog(tx, ctx, { module: 'contentClass', action: 'delete', target: before.name, parkId: before.parkId, before });
  });
}
