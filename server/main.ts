import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, SettingsError, type Config } from './config';
import type { Database } from './db/client';
import type { seedDemo as demoSeed, useDemoPasswordHash as demoPasswordHash } from './seed';
import { CLUSTER_IMAGE } from './db/cluster-image';
import { parkToday } from '@contract/park-calendar';
import { DEMO_IMAGE, demoImageOf } from './db/demo-image';
import { PGliteThread } from './db/pglite-thread';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { capHeapGrowth } from './lib/heap-growth';

// In-flight requests get this long to finish after SIGTERM/SIGINT before the process stops anyway.
const SHUTDOWN_GRACE_MS = 30_000;
// How often the embedded database's upkeep looks whether enough has been written (server/db/upkeep.ts).
const UPKEEP_EVERY_MS = 10 * 60_000;

function stopOnSignals(app: FastifyInstance, database: Database, release: () => void, closeControl: () => Promise<void>): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}：正在处理完进行中的请求，然后停止`);
    setTimeout(() => {
      app.log.error(`${SHUTDOWN_GRACE_MS / 1000} 秒内未能停止，强制退出`);
      release();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await closeControl();
      await app.close();
      await database.close();
    } finally {
      release();
    }
    console.log('园区服务已停止');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal));
}

interface DemoData {
  seed: typeof demoSeed;
  // The demo image's accounts take the hash given in DEMO_PASSWORD_HASH.
  useHash: typeof demoPasswordHash;
  // The folder is a copy of the demo image (server/db/demo-image.ts): seeded already.
  fromImage: boolean;
  passwordHash: Promise<string> | undefined;
}

async function prepareData(database: Database, config: Config, demo: DemoData): Promise<void> {
  await database.migrate();
  const seeded = demo.fromImage
    ? await demo.useHash(database.db, await demo.passwordHash).then(() => true)
    : config.seedDemo && (await demo.seed(database.db, config, { passwordHash: await demo.passwordHash, analyze: database.kind === 'postgres' }));
  if (seeded) console.log('已写入演示数据（演示账号见 README，密码 Park@2026）');
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const config = loadConfig();
  // The embedded engine shares this process's memory: its heaps grow less past what they hold (server/lib/heap-growth.ts;
  // flags are per process, so this comes before the engine's thread starts). Its WebAssembly's compiler and the young
  // generation's size are the node's options (scripts/server-node-args.mjs).
  if (!config.databaseUrl) capHeapGrowth();
  // PGlite has one writer: the folder lock comes before anything opens the database.
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    const location = config.databaseUrl ?? path.join(config.dataDir, 'pg');
    const newFolder = !config.databaseUrl && !fs.existsSync(path.join(location, 'PG_VERSION'));
    const demoImage = newFolder && config.seedDemo ? demoImageOf(DEMO_IMAGE, parkToday()) : null;
    // The embedded engine opens the folder on a thread of its own (a new folder first becomes a copy of the cluster
    // image, or of the demo image when it is to hold the demo) while this one loads the server's modules.
    const engine = config.databaseUrl ? undefined : new PGliteThread(location, { image: demoImage ?? CLUSTER_IMAGE });
    engine?.ready.catch(() => undefined);
    // Loaded after the lock, so a refused second start answers at once instead of after compiling the server.
    const [{ buildApp }, { openDatabase }, { seedDemo, useDemoPasswordHash, DEMO_PASSWORD }, { hashPassword, verifyPassword }] = await Promise.all([
      import('./app'),
      import('./db/client'),
      import('./seed'),
      import('./lib/password'),
    ]);
    // A new data folder will be seeded: the demo password's scrypt hash (about 0.4 s of CPU) runs on libuv's thread
    // pool while the database opens, instead of after it; the demo image has its own. A hash given in
    // DEMO_PASSWORD_HASH must be the demo password's, or the demo accounts could not sign in.
    const demoHash = async (given: string) => {
      if (!(await verifyPassword(DEMO_PASSWORD, given))) throw new SettingsError(`设置 DEMO_PASSWORD_HASH 不是演示密码 ${DEMO_PASSWORD} 的哈希`);
      return given;
    };
    const passwordHash = !newFolder || !config.seedDemo
      ? undefined
      : config.demoPasswordHash
        ? demoHash(config.demoPasswordHash)
        : demoImage
          ? undefined
          : hashPassword(DEMO_PASSWORD);
    passwordHash?.catch(() => undefined);
    const database = await openDatabase(location, { engine });
    // The schema and the demo data are brought up to date while the app is built: building runs no statement, and
    // the embedded engine may still be opening its folder on its own thread.
    const preparing = prepareData(database, config, { seed: seedDemo, useHash: useDemoPasswordHash, fromImage: demoImage !== null, passwordHash });
    preparing.catch(() => undefined);
    const app = await buildApp({ config, db: database.db, logger: { level: config.logLevel } });
    await preparing;
    // A store that cannot be written stops the start here, not at the first upload.
    await app.fileStore.check().catch((error: unknown) => {
      throw new SettingsError(`文件存储（FILE_STORE=${config.fileStore.kind}）不可用：${(error as Error).message}`);
    });
    // The embedded folder's online backup (npm run backup); PostgreSQL has pg_dump.
    const { openControlSocket } = await import('./backup/control-socket');
    const closeControl = database.whileIdle ? await openControlSocket(config.dataDir, config.uploadDir, database, app.log) : null;
    const upkeep = database.keepUp?.(UPKEEP_EVERY_MS, (error) => app.log.error({ err: error }, '嵌入式数据库维护（VACUUM ANALYZE）失败'));
    // A server whose database is gone answers nothing right: it stops, and whatever supervises it starts it again.
    void engine?.failed.then((error) => {
      app.log.fatal({ err: error }, '嵌入式数据库线程已停止，服务退出');
      release();
      process.exit(1);
    });
    stopOnSignals(app, database, release, async () => {
      upkeep?.stop();
      await closeControl?.();
    });
    const address = await app.listen({ host: config.host, port: config.port });
    // Imports a stopped server left unfinished are failed while this one already serves (a write, about 20–40 ms on a
    // cold embedded engine, off the start's path); the ones it takes itself are newer than its start.
    if (database.kind === 'pglite') {
      const { failInterruptedImports } = await import('./modules/estate-import');
      failInterruptedImports(database.db, startedAt).catch((error: unknown) => app.log.error({ err: error }, '启动时结束中断的导入失败'));
    }
    console.log(`园区管理平台已启动：${address.replace('0.0.0.0', '127.0.0.1')}/`);
  } catch (err) {
    release();
    throw err;
  }
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError || err instanceof SettingsError) {
    console.error(err.message);
  } else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`端口已被占用：${(err as Error).message}。请停止占用它的程序，或用 PORT 指定其他端口。`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
