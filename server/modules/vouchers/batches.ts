import type { PageQuery } from '@contract/primitives';
import type { BatchAdd, BatchDetail, BatchListQuery, BatchUpdate } from '@contract/schemas/vouchers';
import type { Db } from '../../db/client';
import { requireHost } from '../../lib/access';
import { AppError, fieldError, forbidden } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import { rowInReach, scopeForPark } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { agencyServiceTypes, batchesPaying, findBatch, insertBatch, ledgerDays, ledgerSums, listBatches, moveExpiry, updateBatch, type BatchRecord } from './batch-queries';
import { batchView, burnDown, checkBatch, ledgerOf, stale, today } from './rules';

// Batches belong to the park of the operator's session: a list shows that park's, a batch named by id is reached
// only within the caller's parks.
function sessionPark(ctx: RequestContext): number {
  const user = requireHost(ctx.user, 'manage');
  if (user.parkId === null) throw new AppError('请先选择园区');
  return user.parkId;
}

export async function reachBatch(db: Db, ctx: RequestContext, id: number): Promise<BatchRecord> {
  return rowInReach(db, ctx, await findBatch(db, id), '服务券批次不存在');
}

export async function batchList(db: Db, ctx: RequestContext, query: BatchListQuery) {
  const { list, total } = await listBatches(db, sessionPark(ctx), query);
  return { list: list.map(({ ledger, ...b }) => batchView(b, ledgerOf(b, ledger))), total };
}

export async function batchDetail(db: Db, ctx: RequestContext, id: number): Promise<BatchDetail> {
  const batch = await reachBatch(db, ctx, id);
  const [sums, days] = await Promise.all([ledgerSums(db, [id]), ledgerDays(db, id)]);
  return { ...batchView(batch, ledgerOf(batch, sums.get(id))), burnDown: burnDown(batch.budget, days) };
}

export async function addBatch(db: Db, ctx: RequestContext, input: BatchAdd): Promise<BatchDetail> {
  const parkId = sessionPark(ctx);
  await scopeForPark(db, ctx, parkId);
  const fields = checkBatch(input);
  const id = await db.transaction(async (tx) => {
    const created = await insertBatch(tx, parkId, requireHost(ctx.user, 'manage').id, fields);
    await writeLog(tx, ctx, { module: 'voucherBatch', action: 'add', target: fields.name, parkId, after: fields });
    return created;
  });
  return batchDetail(db, ctx, id);
}

// Once vouchers are out, their face value and what they pay for are fixed, and the budget never drops below them.
export async function changeBatch(db: Db, ctx: RequestContext, input: BatchUpdate): Promise<BatchDetail> {
  const before = await reachBatch(db, ctx, input.id);
  const { id, version, ...raw } = input;
  const fields = checkBatch(raw);
  if (version !== before.version) throw stale();
  if (fields.budget < before.issued) throw fieldError('budget', '年度预算不能低于已发放金额');
  const sameTypes = [...fields.serviceTypes].sort().join() === [...before.serviceTypes].sort().join();
  if (before.issued > 0 && (fields.faceValue !== before.faceValue || !sameTypes)) throw fieldError('faceValue', '已发放服务券后不能修改面额和服务类型');
  await db.transaction(async (tx) => {
    if (!(await updateBatch(tx, { id, version }, fields))) throw stale();
    if (fields.expiresOn !== before.expiresOn) await moveExpiry(tx, id, fields.expiresOn);
    const { parkId: _p, issued: _i, createdAt: _c, version: _v, id: _id, ...was } = before;
    await writeLog(tx, ctx, { module: 'voucherBatch', action: 'update', target: fields.name, parkId: before.parkId, before: was, after: fields });
  });
  return batchDetail(db, ctx, id);
}

// An agency sees the batches that pay for its service types: the vouchers companies may spend on its services.
export async function batchesForAgency(db: Db, ctx: RequestContext, query: PageQuery) {
  const user = requireHost(ctx.user, 'agent');
  if (user.mechanismId === null) throw forbidden();
  const types = await agencyServiceTypes(db, user.mechanismId);
  if (types.length === 0) return { list: [], total: 0 };
  const { list, total } = await batchesPaying(db, types, today(), query);
  return { list: list.map(({ ledger, ...b }) => batchView(b, ledgerOf(b, ledger))), total };
}
