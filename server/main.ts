import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { seedDemo } from './db/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = await openDatabase(config.databaseUrl ?? `${config.dataDir}/pg`);
  await database.migrate();
  if (config.seedDemo) await seedDemo(database.db, config);

  const app = await buildApp({ config, db: database.db, logger: { level: config.logLevel } });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests, then stopping`);
    await app.close();
    await database.close();
    release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ host: config.host, port: config.port });
  console.log(`园区管理平台已启动：${address.replace('0.0.0.0', '127.0.0.1')}/`);
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
