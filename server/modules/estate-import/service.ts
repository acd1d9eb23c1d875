import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Conn } from '../../lib/db';
import { eachStale, STALE_BEATS, whileLeased } from '../../lib/task-lease';
import { notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { PageRequest } from '../../lib/paging';
import type { RequestContext } from '../../lib/request-context';
import { rowInReach, scopeForPark } from '../../lib/park-scope';
import { findPark } from '../park';
import { checkRows } from './check-rows';
import { failUnfinishedTasks, findTask, insertEstate, insertTask, listTasks, loadExisting, takeStaleTask, updateOwnedTask } from './queries';
import { readSheet, type SheetRow } from './sheet';

// Imports still running, so the server (or a test) can wait for them before it closes.
const running = new Set<Promise<void>>();

export async function settleImports(): Promise<void> {
  await Promise.allSettled([...running]);
}

class LeaseLost extends Error {}

async function process(db: Db, config: Config, ctx: RequestContext, taskId: number, parkId: number, rows: SheetRow[], owner: string): Promise<void> {
  // Every write is the owner's only: one that finds the task taken over stops the import and writes nothing more.
  const write = async (conn: Conn, change: Parameters<typeof updateOwnedTask>[3]) => {
    if (!(await updateOwnedTask(conn, taskId, owner, change))) throw new LeaseLost();
  };
  await whileLeased(db, 'import_tasks', taskId, owner, config.taskHeartbeatMs, async () => {
    await write(db, { state: 'running', total: rows.length });
    const existing = await loadExisting(db, parkId);
    const progress: Promise<void>[] = [];
    const { good, errors } = checkRows(rows, existing, (done) => progress.push(write(db, { processed: Math.floor(done / 2) })));
    await Promise.all(progress);
    if (errors.length) {
      await write(db, { state: 'failed', processed: rows.length, failed: errors.length, errors, finishedAt: new Date() });
      return;
    }
    await write(db, { processed: Math.floor(rows.length / 2) });
    await db.transaction(async (tx) => {
      await insertEstate(tx, parkId, good, existing);
      await write(tx, { state: 'success', processed: rows.length, succeeded: good.length, finishedAt: new Date() });
      await writeLog(tx, ctx, { module: 'room', action: 'import', target: `导入任务 #${taskId}`, parkId, after: { rooms: good.length } });
    });
  });
}

function runInBackground(db: Db, config: Config, ctx: RequestContext, taskId: number, parkId: number, rows: SheetRow[], owner: string): void {
  const job = process(db, config, ctx, taskId, parkId, rows, owner).catch(async (error: unknown) => {
    if (error instanceof LeaseLost) return;
    await updateOwnedTask(db, taskId, owner, { state: 'failed', errors: [{ row: 0, message: '导入失败，请稍后重试' }], finishedAt: new Date() }).catch(() => undefined);
  });
  running.add(job);
  void job.finally(() => running.delete(job));
}

/** Checks the file, records a task and imports it in the background: all rows or none. */
export async function startImport(db: Db, config: Config, ctx: RequestContext, parkId: number, file: { name: string; content: Buffer }, owner: string) {
  const scope = await scopeForPark(db, ctx, parkId);
  if (!(await findPark(db, parkId))) throw notFound('园区不存在');
  const rows = await readSheet(file.content);
  const task = await db.transaction(async (tx) => {
    const created = await insertTask(tx, { parkId, userId: scope.user.id, username: scope.user.username, fileName: file.name, total: rows.length, owner, heartbeatAt: new Date() });
    await writeLog(tx, ctx, { module: 'importTask', action: 'add', target: `导入任务 #${created.id}（${file.name}）`, parkId, after: { rows: rows.length } });
    return created;
  });
  runInBackground(db, config, ctx, task.id, parkId, rows, owner);
  return task;
}

export async function importTasks(db: Db, ctx: RequestContext, parkId: number, page: PageRequest) {
  await scopeForPark(db, ctx, parkId);
  return listTasks(db, parkId, page);
}

export async function importTask(db: Db, ctx: RequestContext, id: number) {
  return rowInReach(db, ctx, await findTask(db, id), '导入任务不存在');
}

/**
 * At start-up on the embedded database, where the folder lock guarantees no other server runs imports, tasks left
 * unfinished by a stopped server are marked failed so the screen stops showing them as running. Those created from
 * `startedAt` (this server's start) on are its own: the server may already be taking imports when this runs.
 */
export function failInterruptedImports(db: Db, startedAt: Date): Promise<number> {
  return failUnfinishedTasks(db, '服务重启，导入已中断，请重新导入', startedAt);
}

/**
 * Imports whose instance stopped beating are failed with a reason the operator sees: their checked rows lived in that
 * instance only, so uploading the file again is the retry. One instance settles each (server/lib/task-lease.ts).
 */
export function failStaleImports(db: Db, config: Config, owner: string): Promise<number> {
  const reason = [{ row: 0, message: '导入所在的服务已停止，导入已中断，请重新导入' }];
  return eachStale(() => takeStaleTask(db, owner, config.taskHeartbeatMs * STALE_BEATS), async (id) => {
    await updateOwnedTask(db, id, owner, { state: 'failed', errors: reason, finishedAt: new Date() });
  });
}
