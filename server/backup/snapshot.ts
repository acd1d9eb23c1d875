import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { copyUploads } from './copy-uploads';
import {
  BACKUP_FORMAT, DATABASE_PART, MANIFEST, UPLOADS_PART, copyFiles, describeAll, schemaVersion, walk, type BackupManifest,
} from './manifest';

export class BackupRefused extends Error {}

// What pg_basebackup leaves out too: the running engine's lock file.
const NOT_COPIED = ['postmaster.pid', 'postmaster.opts'];

// Writes a backup folder at `out` while the server serves: the database folder is copied in one window where no
// statement runs (Database.whileIdle), then the uploads, then the manifest with every size and hash. Everything is
// written aside and renamed into place last, so `out` is a whole backup or absent.
export async function takeSnapshot(database: Database, uploadDir: string, out: string): Promise<BackupManifest> {
  const { whileIdle } = database;
  if (!whileIdle) throw new BackupRefused('只有内置数据库（数据目录）可以这样备份；PostgreSQL 请用 pg_dump（见 README「备份与恢复」）');
  const target = path.resolve(out);
  if (fs.existsSync(target)) throw new BackupRefused(`备份目标 ${target} 已存在，请换一个新的路径`);
  const scratch = `${target}.partial-${randomBytes(4).toString('hex')}`;
  await fsp.mkdir(scratch, { recursive: true });
  try {
    const schema = await schemaVersion(database.db);
    // Flushes the changed pages first, so the window copies settled files and a restore replays little WAL.
    await database.db.execute(sql`checkpoint`);
    const databaseCopy = path.join(scratch, DATABASE_PART);
    let takenAt = '';
    let heldMs = 0;
    let listed: ReturnType<typeof walk> = { directories: [], files: [] };
    await whileIdle(async (folder) => {
      const start = performance.now();
      takenAt = new Date().toISOString();
      listed = walk(folder, (rel) => NOT_COPIED.includes(rel));
      for (const dir of listed.directories) fs.mkdirSync(path.join(databaseCopy, dir), { recursive: true });
      await copyFiles(folder, databaseCopy, listed.files);
      heldMs = Math.round(performance.now() - start);
    });
    const uploads = await copyUploads(uploadDir, path.join(scratch, UPLOADS_PART));
    const { directories, files } = listed;
    const described = await describeAll(databaseCopy, files);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      takenAt,
      heldMs,
      schema,
      database: { directories, files: described },
      uploads,
    };
    await fsp.writeFile(path.join(scratch, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
    await fsp.rename(scratch, target);
    return manifest;
  } catch (err) {
    await fsp.rm(scratch, { recursive: true, force: true });
    throw err;
  }
}
