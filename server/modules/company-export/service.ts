import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { fileKey, isFileKey, type FileStore } from '../../lib/file-store';
import { XLSX_MEDIA_TYPE } from '@contract/files';
import { writeLog } from '../../lib/oplog';
import type { PageRequest } from '../../lib/paging';
import type { RequestContext } from '../../lib/request-context';
import { scopeForPark } from '../../lib/park-scope';
import { EXPORT_SYNC_LIMIT, type ExportModel, type ExportRequest, type ExportTask, type ExportType } from '@contract/schemas/company-export';
import { enterpriseForm } from '../enterprise-fields';
import { findPark } from '../park';
import { companyWhere, mineCondition } from '../tenancy';
import { columnsFor, shanghaiDate, type Column } from './columns';
import type { SQL } from 'drizzle-orm';
import { loadExcel } from '../../lib/exceljs';
import { anyStale, eachStale, STALE_BEATS, whileLeased } from '../../lib/task-lease';
import { countCompanies, findTask, insertTask, listTasks, takeStaleTask, updateOwnedTask, type ExportTaskRow } from './queries';
import { companyRows, writeWorkbook } from './workbook';

// Exports still writing, so the server (or a test) can wait for them before it closes.
const running = new Set<Promise<void>>();

export async function settleExports(): Promise<void> {
  await Promise.allSettled([...running]);
}

const shown = (row: ExportTaskRow): ExportTask => ({
  id: row.id,
  parkId: row.parkId,
  state: row.state as ExportTask['state'],
  total: row.total,
  processed: row.processed,
  fileName: row.fileName,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
});

// The park's enabled models and fields (the enterprise-fields module's configuration), as the picker shows them.
async function formOf(db: Db, parkId: number): Promise<ExportModel[]> {
  const form = await enterpriseForm(db, parkId);
  return form.map((m) => ({ moduleKey: m.moduleKey, name: m.name, fields: m.fields.map((f) => ({ fieldKey: f.fieldKey, label: f.label, type: f.type, kind: f.kind })) }));
}

export async function exportForm(db: Db, ctx: RequestContext, parkId: number): Promise<ExportModel[]> {
  await scopeForPark(db, ctx, parkId);
  return formOf(db, parkId);
}

const fileNameNow = () => `企业数据-${shanghaiDate(new Date()).replace(/[-: ]/g, '')}.xlsx`;

export type ExportAnswer = { kind: 'file'; fileName: string; stream: Readable } | { kind: 'task'; task: ExportTask };

interface Plan {
  parkId: number;
  where: SQL[];
  columns: Column[];
  moduleKeys: string[];
}

// An export taken over from stopped instances this many times is failed instead of started again.
const MAX_ATTEMPTS = 3;

class LeaseLost extends Error {}

/** What an export writes, from its request: also how an instance that takes a task over starts it again. */
async function planOf(db: Db, userId: number, input: ExportRequest): Promise<Plan> {
  const { fields, mine, ...filter } = input;
  const { columns, moduleKeys } = columnsFor(await formOf(db, filter.parkId), fields);
  // The company list's own where-clause (the tenancy module), so the export holds what the list shows.
  const where = [...companyWhere(db, filter), ...(mine ? [mineCondition(db, filter.parkId, userId, true)] : [])];
  return { parkId: filter.parkId, where, columns, moduleKeys };
}

// Where a finished export waits in the file store: its park's folder of the exports area.
const exportKey = (parkId: number, taskId: number) => fileKey('exports', `${parkId}/${taskId}-${randomUUID()}.xlsx`);

async function process(db: Db, config: Config, store: FileStore, taskId: number, plan: Plan, owner: string): Promise<void> {
  // Every write is the owner's only: one that finds the task taken over stops the export and writes nothing more.
  const write = async (change: Parameters<typeof updateOwnedTask>[3]) => {
    if (!(await updateOwnedTask(db, taskId, owner, change))) throw new LeaseLost();
  };
  await whileLeased(db, 'export_tasks', taskId, owner, config.taskHeartbeatMs, async (lost) => {
    await write({ state: 'running', processed: 0 });
    const key = exportKey(plan.parkId, taskId);
    const progress = (done: number) => (lost() ? Promise.reject(new LeaseLost()) : write({ processed: done }));
    // The workbook streams into the store, which keeps it only when the last byte arrived (put is whole or nothing).
    const body = new PassThrough();
    const writing = writeWorkbook({ stream: body }, plan.columns, companyRows(db, plan.parkId, plan.where, plan.moduleKeys), progress).catch((error: unknown) => {
      body.destroy(error as Error);
      throw error;
    });
    const storing = store.put(key, body, XLSX_MEDIA_TYPE).catch((error: unknown) => {
      body.destroy(error as Error);
      throw error;
    });
    const [written] = await Promise.all([writing, storing]);
    try {
      await write({ state: 'success', total: written, processed: written, fileName: fileNameNow(), filePath: key, finishedAt: new Date() });
    } catch (error) {
      await store.delete(key);
      throw error;
    }
  });
}

function runInBackground(db: Db, config: Config, store: FileStore, taskId: number, plan: Promise<Plan>, owner: string): void {
  const job = plan.then((p) => process(db, config, store, taskId, p, owner)).catch(async (error: unknown) => {
    if (error instanceof LeaseLost) return;
    await updateOwnedTask(db, taskId, owner, { state: 'failed', error: '导出失败，请稍后重试', finishedAt: new Date() }).catch(() => undefined);
  });
  running.add(job);
  void job.finally(() => running.delete(job));
}

/**
 * Exports the filtered companies with the chosen fields. `xlsx` answers the file at once up to EXPORT_SYNC_LIMIT
 * companies and starts a background task above it; `task` always starts one. Either way one log entry is written.
 */
export async function startExport(db: Db, config: Config, store: FileStore, ctx: RequestContext, type: ExportType, input: ExportRequest, owner: string): Promise<ExportAnswer> {
  const { fields, mine, ...filter } = input;
  const scope = await scopeForPark(db, ctx, filter.parkId);
  if (!(await findPark(db, filter.parkId))) throw notFound('园区不存在');
  const plan = await planOf(db, scope.user.id, input);
  const total = await countCompanies(db, plan.where);
  const after = { ...filter, ...(mine ? { mine } : {}), fields: fields.length, companies: total };
  if (type === 'xlsx' && total <= EXPORT_SYNC_LIMIT) {
    await db.transaction((tx) => writeLog(tx, ctx, { module: 'enterprise', action: 'export', target: `企业数据导出（${total} 家）`, parkId: filter.parkId, after }));
    const stream = new PassThrough();
    writeWorkbook({ stream }, plan.columns, companyRows(db, filter.parkId, plan.where, plan.moduleKeys)).catch((error: unknown) => stream.destroy(error as Error));
    return { kind: 'file', fileName: fileNameNow(), stream };
  }
  // exceljs is loaded before the task exists: its first load stalls the event loop (0.6 s of CPU, seconds on a busy
  // machine), and a stall inside the lease would read as a dead owner to the other instances.
  await loadExcel();
  const task = await db.transaction(async (tx) => {
    const created = await insertTask(tx, { parkId: filter.parkId, userId: scope.user.id, kind: 'company', total, request: { ...input }, owner, heartbeatAt: new Date(), attempts: 1 });
    await writeLog(tx, ctx, { module: 'enterprise', action: 'export', target: `企业数据导出任务 #${created.id}（${total} 家）`, parkId: filter.parkId, after });
    return created;
  });
  runInBackground(db, config, store, task.id, Promise.resolve(plan), owner);
  return { kind: 'task', task: shown(task) };
}

/**
 * Takes over, one by one, the exports whose instance stopped beating, and starts each again from its request (the
 * file is written whole or not at all, so the start is its last safe point); one started too often is failed with a
 * reason the operator sees, and exporting again is the retry.
 */
export async function resumeStaleExports(db: Db, config: Config, store: FileStore, owner: string): Promise<number> {
  const staleMs = config.taskHeartbeatMs * STALE_BEATS;
  if (!(await anyStale(db, 'export_tasks', owner, staleMs))) return 0;
  // Loaded before a task is taken, for the reason startExport loads it first.
  await loadExcel();
  return eachStale(() => takeStaleTask(db, owner, staleMs), async (id) => {
    const task = await findTask(db, id);
    if (!task) return;
    if (task.attempts > MAX_ATTEMPTS) {
      await updateOwnedTask(db, id, owner, { state: 'failed', error: '导出多次中断，请重新导出', finishedAt: new Date() });
      return;
    }
    runInBackground(db, config, store, id, planOf(db, task.userId, task.request as ExportRequest), owner);
  });
}

export async function exportTasks(db: Db, ctx: RequestContext, parkId: number, page: PageRequest) {
  const scope = await scopeForPark(db, ctx, parkId);
  const result = await listTasks(db, parkId, scope.user.id, page);
  return { list: result.list.map(shown), total: result.total };
}

// A task and its file belong to the operator who asked, in a park they still reach.
async function ownTask(db: Db, ctx: RequestContext, id: number): Promise<ExportTaskRow> {
  const task = await findTask(db, id);
  if (!task) throw notFound('导出任务不存在');
  const scope = await scopeForPark(db, ctx, task.parkId);
  if (task.userId !== scope.user.id) throw forbidden('只能查看自己创建的导出任务');
  return task;
}

export async function exportTask(db: Db, ctx: RequestContext, id: number): Promise<ExportTask> {
  return shown(await ownTask(db, ctx, id));
}

export async function exportFile(db: Db, store: FileStore, ctx: RequestContext, id: number): Promise<{ fileName: string; stream: Readable }> {
  const task = await ownTask(db, ctx, id);
  if (task.state !== 'success' || !task.filePath) throw badRequest('导出尚未完成，请稍后再下载');
  // A file path from before the file store (an absolute path) is no key: that export is asked again.
  const file = isFileKey(task.filePath) ? await store.get(task.filePath) : null;
  if (!file) throw notFound('导出文件已不存在，请重新导出');
  return { fileName: task.fileName ?? fileNameNow(), stream: file.body };
}
