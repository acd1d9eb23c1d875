import type { Db } from '../../db/client';
import { badRequest, fieldError, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { PageRequest } from '../../lib/paging';
import type { RequestContext } from '../../lib/request-context';
import { isUniqueViolation } from '../../lib/db';
import { rowInReach, scopeForPark } from '../../lib/park-scope';
import { findPark } from '../park';
import { deleteModel, insertModel, updateModel } from './mutations';
import { swapSort } from './sort-swap';
import { countFields, findModel, listModels, modelNeighbour, moduleKeyTaken, nextModelSort } from './queries';
import type { ModelAdd, ModelUpdate, Move } from './schemas';

const DUPLICATE_KEY = '该园区已有相同标识的模块';

export async function modelList(db: Db, ctx: RequestContext, parkId: number, page: PageRequest) {
  await scopeForPark(db, ctx, parkId);
  return listModels(db, parkId, page);
}

export async function modelInfo(db: Db, ctx: RequestContext, id: number) {
  return rowInReach(db, ctx, await findModel(db, id), '模块不存在');
}

export async function addModel(db: Db, ctx: RequestContext, input: ModelAdd) {
  await scopeForPark(db, ctx, input.parkId);
  if (!(await findPark(db, input.parkId))) throw notFound('园区不存在');
  try {
    return await db.transaction(async (tx) => {
      if (await moduleKeyTaken(tx, input.parkId, input.moduleKey)) throw fieldError('moduleKey', DUPLICATE_KEY);
      const row = await insertModel(tx, { ...input, name: input.name.trim(), sort: await nextModelSort(tx, input.parkId) });
      await writeLog(tx, ctx, { module: 'enterpriseModel', action: 'add', target: row.name, parkId: row.parkId, after: row });
      return row;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? fieldError('moduleKey', DUPLICATE_KEY) : error;
  }
}

export async function changeModel(db: Db, ctx: RequestContext, { id, ...change }: ModelUpdate) {
  const before = await modelInfo(db, ctx, id);
  return db.transaction(async (tx) => {
    const row = await updateModel(tx, id, { ...change, ...(change.name ? { name: change.name.trim() } : {}) });
    await writeLog(tx, ctx, { module: 'enterpriseModel', action: 'update', target: row.name, parkId: row.parkId, before, after: row });
    return row;
  });
}

export async function moveModel(db: Db, ctx: RequestContext, { id, direction }: Move) {
  const model = await modelInfo(db, ctx, id);
  await db.transaction(async (tx) => {
    await swapSort(tx, model, await modelNeighbour(tx, model, direction), updateModel, direction === 'up' ? '已经是第一个模块' : '已经是最后一个模块');
    await writeLog(tx, ctx, { module: 'enterpriseModel', action: 'move', target: model.name, parkId: model.parkId, after: { direction } });
  });
}

export async function removeModel(db: Db, ctx: RequestContext, id: number) {
  const model = await modelInfo(db, ctx, id);
  await db.transaction(async (tx) => {
    if ((await countFields(tx, id)) > 0) throw badRequest('请先删除该模块下的字段');
    await deleteModel(tx, id);
    await writeLog(tx, ctx, { module: 'enterpriseModel', action: 'delete', target: model.name, parkId: model.parkId, before: model });
  });
}
