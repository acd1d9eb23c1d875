import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestionCalls } from '@contract/calls/suggestions';
import { storedKeyOf } from '@contract/files';
import { SUGGESTION_CATEGORY_KEYS } from '@contract/suggestions';
import { buildApp } from '../../../server/app';
import { controlSocketOf, openControlSocket, requestBackup } from '../../../server/backup/control-socket';
import type { BackupManifest } from '../../../server/backup/manifest';
import { restoreBackup } from '../../../server/backup/restore';
import { placeClusterImage } from '../../../server/db/cluster-image';
import { openDatabase, type Database } from '../../../server/db/client';
import { DEMO_PASSWORD, seedDemo } from '../../../server/seed';
import { hashPassword } from '../../../server/lib/password';
import { ROOT } from '../../../scripts/harness';
import { bearer, loginAs, type Tokens } from '../helpers/auth';
import { testConfig } from '../helpers/test-server';
import { PNG_2PX, multipart } from '../files/fixtures';

// A live server on a real data folder takes a backup through its control socket while companies keep submitting
// suggestions (each one transaction: the suggestion, the operators' messages, the log entry); the backup is then
// restored into an empty folder and a server opened on it.
const WRITERS = 4;
const BEFORE = 20;
const AFTER = 10;
const SUBMIT_URL = `/api/${suggestionCalls.submit.path}`;
const MARK = '备份期间的诉求 #';

interface Write {
  n: number;
  startedAt: number;
  ackedAt: number | null;
  id: number | null;
}

async function open(location: string, uploadDir: string, dataDir: string) {
  const database = await openDatabase(path.join(location, 'pg'));
  await database.migrate();
  const config = testConfig({ dataDir, uploadDir });
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  return { database, app };
}

describe('back up without stopping, restore into an empty folder', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'park-backup-'));
  const live = path.join(root, 'live');
  const backup = path.join(root, 'backup');
  const restored = path.join(root, 'restored');
  // What is still open when the file ends (a failed hook leaves the live server open too).
  const running: Array<{ app: FastifyInstance; database: Database; closeControl?: () => Promise<void> }> = [];
  const stop = async (server: (typeof running)[number]) => {
    running.splice(running.indexOf(server), 1);
    await server.closeControl?.();
    await server.app.close();
    await server.database.close();
  };

  afterAll(async () => {
    for (const server of [...running]) await stop(server);
    fs.rmSync(root, { recursive: true, force: true });
  });

  const writes: Write[] = [];
  let manifest: BackupManifest;
  let requestedAt = 0;
  let answeredAt = 0;
  let inFlightAtRequest = 0;
  let uploadedKey = '';
  let uploaded = '';

  beforeAll(async () => {
    const uploadDir = path.join(live, 'uploads');
    // The cluster image the server build makes (the server project's global setup) instead of an initdb.
    await placeClusterImage(path.join(ROOT, 'dist-server', 'pg-image'), path.join(live, 'pg'));
    const database = await openDatabase(path.join(live, 'pg'));
    await database.migrate();
    const config = testConfig({ dataDir: live, uploadDir });
    await seedDemo(database.db, config, { passwordHash: await hashPassword(DEMO_PASSWORD, { N: 2 ** 10, r: 8, p: 1 }) });
    const app = await buildApp({ config, db: database.db });
    await app.ready();
    const closeControl = (await openControlSocket(live, uploadDir, database, app.log)) ?? undefined;
    const server = { app, database, closeControl };
    running.push(server);

    const company: Tokens = await loginAs(app, 'company');
    const body = multipart([{ name: 'logo.png', content: PNG_2PX }]);
    const upload = await app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...bearer(company), ...body.headers }, payload: body.payload });
    uploaded = upload.json().data[0].url as string;
    uploadedKey = storedKeyOf(uploaded) ?? '';

    // Writers loop until told to stop; `acked(k)` resolves once k writes have been answered.
    let next = 0;
    let stopping = false;
    const waiting: Array<{ count: number; resolve: () => void }> = [];
    const ackedCount = () => writes.filter((w) => w.ackedAt !== null).length;
    const acked = (count: number) => new Promise<void>((resolve) => waiting.push({ count, resolve }));
    const writer = async () => {
      while (!stopping) {
        const write: Write = { n: next++, startedAt: performance.now(), ackedAt: null, id: null };
        writes.push(write);
        const res = await app.inject({
          method: 'POST',
          url: SUBMIT_URL,
          headers: bearer(company),
          payload: { category: SUGGESTION_CATEGORY_KEYS[0], content: `${MARK}${write.n}` },
        });
        const answer = res.json() as { code: number; data: { id: number } };
        if (answer.code !== 1) throw new Error(`submit ${write.n} failed: ${res.body}`);
        write.ackedAt = performance.now();
        write.id = answer.data.id;
        for (const w of waiting.filter((x) => ackedCount() >= x.count)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve();
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);

    await acked(BEFORE);
    requestedAt = performance.now();
    inFlightAtRequest = writes.filter((w) => w.ackedAt === null).length;
    manifest = (await requestBackup(live, backup)).manifest;
    answeredAt = performance.now();
    await acked(ackedCount() + AFTER);
    stopping = true;
    await Promise.all(writers);
    await expect(requestBackup(live, backup)).rejects.toThrow('已存在');
    await stop(server);

    await restoreBackup(backup, restored);
    running.push(await open(restored, path.join(restored, 'uploads'), restored));
  }, 240_000);

  const restoredDb = () => running[0]!.database.db;

  it('holds every write answered before the backup was asked for, and none begun after it answered', async () => {
    expect(inFlightAtRequest).toBeGreaterThan(0);
    const rows = (await restoredDb().execute(sql`select id, content from suggestions where content like ${`${MARK}%`}`)).rows as { id: number; content: string }[];
    const present = new Set(rows.map((r) => r.id));
    const before = writes.filter((w) => w.ackedAt !== null && w.ackedAt < requestedAt);
    const after = writes.filter((w) => w.startedAt > answeredAt);
    expect(before.length).toBeGreaterThanOrEqual(BEFORE);
    expect(after.length).toBeGreaterThan(0);
    expect(before.filter((w) => !present.has(w.id!)).map((w) => w.n)).toEqual([]);
    expect(after.filter((w) => present.has(w.id!)).map((w) => w.n)).toEqual([]);
    // What is there is what was answered: the id and the text of one write.
    const byId = new Map(writes.map((w) => [w.id, w]));
    for (const row of rows) expect(row.content).toBe(`${MARK}${byId.get(row.id)!.n}`);
  });

  it('has no write half-written: each suggestion with its log entry and messages, none of those without it', async () => {
    const result = await restoredDb().execute(sql`
      select s.id,
        (select count(*)::int from operation_logs l where l.module = 'suggestion' and l.action = 'submit' and (l.after->>'id')::int = s.id) as logs,
        (select count(*)::int from messages m where m.subject = 'suggestion:' || s.id) as messages
      from suggestions s where s.content like ${`${MARK}%`}`);
    const rows = result.rows as { id: number; logs: number; messages: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.logs !== 1 || r.messages < 1)).toEqual([]);
    const orphans = await restoredDb().execute(sql`
      select (select count(*)::int from operation_logs l where l.module = 'suggestion' and l.action = 'submit'
                and not exists (select 1 from suggestions s where s.id = (l.after->>'id')::int)) as logs,
             (select count(*)::int from messages m where m.subject like 'suggestion:%'
                and not exists (select 1 from suggestions s where 'suggestion:' || s.id = m.subject)) as messages`);
    expect(orphans.rows[0]).toEqual({ logs: 0, messages: 0 });
  });

  it('brings back an upload made before the backup byte for byte, and the restored server signs in and serves it', async () => {
    expect(manifest.uploads.map((f) => f.path)).toContain(uploadedKey);
    expect(fs.readFileSync(path.join(restored, 'uploads', uploadedKey)).equals(PNG_2PX)).toBe(true);
    const { app } = running[0]!;
    const served = await app.inject({ method: 'GET', url: uploaded });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_2PX)).toBe(true);
    await expect(loginAs(app, 'admin')).resolves.toHaveProperty('access_token');
    expect(fs.existsSync(controlSocketOf(live))).toBe(false);
  });

  it('restores only into an empty folder, and refuses a damaged backup without leaving a folder behind', async () => {
    await expect(restoreBackup(backup, restored)).rejects.toThrow('不是空目录');
    const damaged = path.join(root, 'damaged');
    fs.cpSync(backup, damaged, { recursive: true });
    const file = path.join(damaged, 'files', 'uploads', uploadedKey);
    const bytes = fs.readFileSync(file);
    bytes.writeUInt8(bytes.readUInt8(0) ^ 1, 0);
    fs.writeFileSync(file, bytes);
    const target = path.join(root, 'from-damaged');
    await expect(restoreBackup(damaged, target)).rejects.toThrow('备份已损坏');
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.readdirSync(root).filter((name) => name.includes('restoring'))).toEqual([]);
  });
});
