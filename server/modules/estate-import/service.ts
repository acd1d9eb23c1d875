import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { PageRequest } from '../../lib/paging';
import type { RequestContext } from '../../lib/request-context';
import { scopeForPark } from '../../lib/park-scope';
import { findPark } from '../park';
import { checkRows } from './check-rows';
import { failUnfinishedTasks, findTask, insertEstate, insertTask, listTasks, loadExisting, updateTask } from './queries';
import { readSheet, type SheetRow } from './sheet';

// Imports still running, so the server (or a test) can wait for them before it closes.
const running = new Set<Promise<void>>();

export async function settleImports(): Promise<void> {
  await Promise.allSettled([...running]);
}

async function process(db: Db, ctx: RequestContext, taskId: number, parkId: number, rows: SheetRow[]): Promise<void> {
  await updateTask(db, taskId, { state: 'running', total: rows.length });
  const existing = await loadExisting(db, parkId);
  const progress: Promise<void>[] = [];
  const { good, errors } = checkRows(rows, existing, (done) => progress.push(updateTask(db, taskId, { processed: Math.floor(done / 2) })));
  await Promise.all(progress);
  if (errors.length) {
    await updateTask(db, taskId, { state: 'failed', processed: rows.length, failed: errors.length, errors, finishedAt: new Date() });
    return;
  }
  await updateTask(db, taskId, { processed: Math.floor(rows.length / 2) });
  await db.transaction(async (tx) => {
    await insertEstate(tx, parkId, good, existing);
    await updateTask(tx, taskId, { state: 'success', processed: rows.length, succeeded: good.length, finishedAt: new Date() });
    await writeLog(tx, ctx, { module: 'room', action: 'import', target: `导入任务 #${taskId}`, parkId, after: { rooms: good.length } });
  });
}

function runInBackground(db: Db, ctx: RequestContext, taskId: number, parkId: number, rows: SheetRow[]): void {
  const job = process(db, ctx, taskId, parkId, rows).catch(async () => {
    await updateTask(db, taskId, { state: 'failed', errors: [{ row: 0, message: '导入失败，请稍后重试' }], finishedAt: new Date() }).catch(() => undefined);
  });
  running.add(job);
  void job.finally(() => running.delete(job));
}

/** Checks the file, records a task and imports it in the background: all rows or none. */
export async function startImport(db: Db, ctx: RequestContext, parkId: number, file: { name: string; content: Buffer }) {
  const scope = await scopeForPark(db, ctx, parkId);
  if (!(await findPark(db, parkId))) throw notFound('园区不存在');
  const rows = await readSheet(file.content);
  const task = await db.transaction(async (tx) => {
    const created = await insertTask(tx, { parkId, userId: scope.user.id, username: scope.user.username, fileName: file.name, total: rows.length });
    await writeLog(tx, ctx, { module: 'importTask', action: 'add', target: `导入任务 #${created.id}（${file.name}）`, parkId, after: { rows: rows.length } });
    return created;
  });
  runInBackground(db, ctx, task.id, parkId, rows);
  return task;
}

export async function importTasks(db: Db, ctx: RequestContext, parkId: number, page: PageRequest) {
  await scopeForPark(db, ctx, parkId);
  return listTasks(db, parkId, page);
}

export async function importTask(db: Db, ctx: RequestContext, id: number) {
  const task = await findTask(db, id);
  if (!task) throw notFound('导入任务不存在');
  await scopeForPark(db, ctx, task.parkId);
  return task;
}

/**
 * At start-up on the embedded database, where the folder lock guarantees no other server runs imports, tasks left
 * unfinished by a stopped server are marked failed so the screen stops showing them as running.
 */
export function failInterruptedImports(db: Db): Promise<number> {
  return failUnfinishedTasks(db, '服务重启，导入已中断，请重新导入');
}
