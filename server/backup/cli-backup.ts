import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { ServerNotRunning, requestBackup } from './control-socket';
import type { BackupManifest } from './manifest';
import { BackupRefused, takeSnapshot } from './snapshot';

// npm run backup -- <new folder>: the running server writes the backup (control-socket.ts); with no server running,
// this command opens the data folder itself, under the same lock a server takes.
async function offline(dataDir: string, uploadDir: string, out: string): Promise<BackupManifest> {
  const location = path.join(dataDir, 'pg');
  if (!fs.existsSync(path.join(location, 'PG_VERSION'))) throw new BackupRefused(`数据目录 ${dataDir} 中没有数据库`);
  const release = lockDataDir(dataDir);
  try {
    const database = await openDatabase(location);
    try {
      return await takeSnapshot(database, uploadDir, out);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

async function main(): Promise<void> {
  const [outArg] = process.argv.slice(2);
  if (!outArg) throw new BackupRefused('用法：npm run backup -- <备份目录（新路径）>');
  const config = loadConfig();
  if (config.databaseUrl) throw new BackupRefused('已设置 DATABASE_URL：PostgreSQL 请用 pg_dump 备份，步骤见 README「备份与恢复」');
  const out = path.resolve(outArg);
  let manifest: BackupManifest;
  try {
    manifest = (await requestBackup(config.dataDir, out)).manifest;
  } catch (err) {
    if (!(err instanceof ServerNotRunning)) throw err;
    console.log('园区服务未运行，直接读取数据目录');
    manifest = await offline(config.dataDir, config.uploadDir, out);
  }
  const bytes = [...manifest.database.files, ...manifest.uploads].reduce((sum, f) => sum + f.bytes, 0);
  console.log(
    `备份完成：${out}\n  时间点 ${manifest.takenAt}（数据库暂停 ${manifest.heldMs} ms，其间的调用排队等候）\n` +
      `  数据库文件 ${manifest.database.files.length} 个，上传文件 ${manifest.uploads.length} 个，共 ${(bytes / 1048576).toFixed(1)} MB`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof BackupRefused || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
