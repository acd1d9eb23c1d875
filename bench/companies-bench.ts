import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDemo } from '../server/seed';
import { startServer, tempDir, type RunningServer } from '../scripts/harness';
import { EXPORT_SIZES, FIELD_COUNT, growCompanies, growMessages } from './companies-at-size';
import { runLoad, type LoadResult, type LoadTarget } from './load-generator';
import { sleep } from './stats';

export interface ExportRun {
  companies: number;
  fields: number;
  /** From the export call until the task reports success, as the operator waits for it. */
  ms: number;
  /** The server's RSS just before the export, and its largest sample (every 20 ms) until the task finished. */
  rssBeforeMb: number;
  rssPeakMb: number;
  fileBytes: number;
}

export interface CompaniesBench {
  seedS: number;
  exports: ExportRun[];
  unreadCount: LoadResult;
  healthz: LoadResult;
}

const LOAD = { connections: 50, durationMs: 5_000 };
const SAMPLE_MS = 20;

async function session(db: Awaited<ReturnType<typeof openDatabase>>['db'], username: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  await db.execute(sql`
    insert into auth_sessions (user_id, park_id, access_hash, access_expires_at, refresh_hash, refresh_expires_at)
    select u.id, coalesce((select min(park_id) from user_parks where user_id = u.id), (select min(id) from parks)), ${hash},
      now() + interval '2 hours', ${`${hash}r`}, now() + interval '1 day'
    from users u where username = ${username}`);
  return token;
}

/** A data folder seeded with the demo platform, the export parks and a million messages, with two sessions. */
async function prepare(dataDir: string) {
  const database = await openDatabase(`${dataDir}/pg`);
  try {
    await database.migrate();
    await seedDemo(database.db, loadConfig({ DATA_DIR: dataDir }));
    const parks = await growCompanies(database.db);
    await growMessages(database.db);
    return { parks, admin: await session(database.db, 'admin'), operator: await session(database.db, 'operator') };
  } finally {
    await database.close();
  }
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0) / 1024;
}

async function call(server: RunningServer, token: string, method: 'GET' | 'POST', url: string, body?: object): Promise<Response> {
  return fetch(`${server.url}/api/${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function allFields(server: RunningServer, token: string, parkId: number) {
  const answer = (await (await call(server, token, 'GET', `v1/enterprise/data/export/fields/${parkId}`)).json()) as {
    data: { moduleKey: string; fields: { fieldKey: string }[] }[];
  };
  return answer.data.flatMap((m) => m.fields.map((f) => ({ moduleKey: m.moduleKey, fieldKey: f.fieldKey })));
}

async function rowsIn(file: Buffer): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets[0]?.rowCount ?? 0;
}

/** One export as a background task (type `task`, so both sizes take the same path), its time and the server's RSS. */
async function timeExport(server: RunningServer, token: string, parkId: number, companies: number): Promise<ExportRun> {
  const pid = server.child.pid ?? 0;
  const fields = await allFields(server, token, parkId);
  if (fields.length !== FIELD_COUNT) throw new Error(`expected ${FIELD_COUNT} fields, found ${fields.length}`);
  // Warm-up: a small export through the same code, so the first-use compile is not counted.
  const warm = await call(server, token, 'POST', 'v1/enterprise/data/export/xlsx', { parkId, name: '导出基准企业99', fields });
  await warm.arrayBuffer();
  await sleep(1000);
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), SAMPLE_MS);
  const started = performance.now();
  try {
    const task = (await (await call(server, token, 'POST', 'v1/enterprise/data/export/task', { parkId, fields })).json()) as { data: { id: number } };
    for (;;) {
      const state = (await (await call(server, token, 'GET', `v1/enterprise/data/export/task/${task.data.id}`)).json()) as { data: { state: string } };
      if (state.data.state === 'success') break;
      if (state.data.state === 'failed') throw new Error(`export of ${companies} failed`);
      await sleep(50);
    }
    const ms = performance.now() - started;
    clearInterval(sampler);
    const file = Buffer.from(await (await call(server, token, 'GET', `v1/enterprise/data/export/task/download/${task.data.id}`)).arrayBuffer());
    const rows = await rowsIn(file);
    if (rows !== companies + 1) throw new Error(`export of ${companies} has ${rows - 1} rows`);
    return { companies, fields: fields.length, ms, rssBeforeMb, rssPeakMb, fileBytes: file.length };
  } finally {
    clearInterval(sampler);
  }
}

async function load(url: string, target: LoadTarget): Promise<LoadResult> {
  await runLoad(url, target, { connections: 5, durationMs: 500, maxRequests: 500 });
  return runLoad(url, target, LOAD);
}

/**
 * The companies of issue 13 at size, on a real server over a prepared data folder: the export of 1,000 and of 10,000
 * companies × 30 fields, each in a server of its own (time and RSS), then the bell's unread count under 50
 * connections against /healthz of the same server, with a million messages in the table.
 */
export async function benchCompanies(env: Record<string, string>): Promise<CompaniesBench> {
  const dataDir = tempDir('park-bench-companies-');
  try {
    const seeding = performance.now();
    const { parks, admin, operator } = await prepare(dataDir);
    const seedS = (performance.now() - seeding) / 1000;
    const exports: ExportRun[] = [];
    let unreadCount: LoadResult | null = null;
    let healthz: LoadResult | null = null;
    for (const size of EXPORT_SIZES) {
      const server = await startServer({ dataDir, env });
      try {
        exports.push(await timeExport(server, admin, parks.get(size) ?? 0, size));
        if (size === EXPORT_SIZES[EXPORT_SIZES.length - 1]) {
          const count = (await (await call(server, operator, 'GET', 'v1/message/unread/count')).json()) as { code: number; data: { count: number } };
          if (count.code !== 1 || count.data.count < 1) throw new Error(`unread count answered ${JSON.stringify(count)}`);
          healthz = await load(server.url, { method: 'GET', path: '/healthz' });
          unreadCount = await load(server.url, { method: 'GET', path: '/api/v1/message/unread/count', headers: { authorization: `Bearer ${operator}` } });
        }
      } finally {
        await server.stop();
      }
    }
    if (!unreadCount || !healthz) throw new Error('no load measured');
    return { seedS, exports, unreadCount, healthz };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
