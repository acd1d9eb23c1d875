import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORED_KEY_PATTERN } from '@contract/files';
import { openDatabase } from '../db/client';
import {
  BACKUP_FORMAT, DATABASE_PART, MANIFEST, UPLOADS_PART, copyFiles, describeAll, inside, schemaVersion, type BackupManifest, type StoredFile,
} from './manifest';
import { BackupRefused } from './snapshot';

const journal = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations', 'meta', '_journal.json');

// The data folder's parts as the server reads them (config.ts: DATA_DIR/pg, UPLOAD_DIR defaults to DATA_DIR/uploads).
const DATABASE_FOLDER = 'pg';
const UPLOADS_FOLDER = 'uploads';

function readManifest(archive: string): BackupManifest {
  const file = path.join(archive, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupRefused(`${archive} 不是备份：缺少 ${MANIFEST}`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupRefused(`不认识的备份格式 ${String(manifest.format)}`);
  return manifest;
}

// A backup made by a newer version carries migrations this code cannot read back.
function checkSchema(manifest: BackupManifest): void {
  const entries = (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: { when: number }[] }).entries;
  const newest = Math.max(...entries.map((e) => e.when));
  const { migrations, lastMigrationAt } = manifest.schema;
  if (migrations > entries.length || (lastMigrationAt !== null && lastMigrationAt > newest)) {
    throw new BackupRefused('该备份来自更新版本的园区服务（数据库结构更新），请用相同或更新的版本恢复');
  }
}

function checkTarget(target: string): void {
  if (!fs.existsSync(target)) return;
  if (!fs.statSync(target).isDirectory() || fs.readdirSync(target).length > 0) {
    throw new BackupRefused(`恢复目标 ${target} 不是空目录：只能恢复到新的或空的数据目录`);
  }
}

// Copies each listed file from `from` to `to` and checks the copies against the manifest's sizes and hashes.
async function place(from: string, to: string, files: StoredFile[], allowed: (rel: string) => boolean): Promise<void> {
  const unsafe = files.find((file) => !inside(from, file.path) || !inside(to, file.path) || !allowed(file.path));
  if (unsafe) throw new BackupRefused(`备份清单中的路径不合法：${unsafe.path}`);
  const rels = files.map((file) => file.path);
  await copyFiles(from, to, rels);
  const copies = await describeAll(to, rels);
  const damaged = files.find((file, i) => copies[i]!.bytes !== file.bytes || copies[i]!.sha256 !== file.sha256);
  if (damaged) throw new BackupRefused(`备份已损坏：${damaged.path} 与清单记录的大小或校验值不符`);
}

export interface Restored {
  target: string;
  manifest: BackupManifest;
}

// Restores the backup folder `archive` into `target`, a new or empty data folder: checks every file against the
// manifest, opens the database once (PostgreSQL's recovery runs there, so the first start is an ordinary one) and
// moves the whole folder into place last. A refused or failed restore leaves `target` as it was.
export async function restoreBackup(archive: string, target: string): Promise<Restored> {
  const from = path.resolve(archive);
  const to = path.resolve(target);
  const manifest = readManifest(from);
  checkSchema(manifest);
  checkTarget(to);
  const scratch = `${to}.restoring-${process.pid}`;
  await fsp.rm(scratch, { recursive: true, force: true });
  try {
    const databaseFolder = path.join(scratch, DATABASE_FOLDER);
    for (const dir of manifest.database.directories) {
      const made = inside(databaseFolder, dir);
      if (!made) throw new BackupRefused(`备份清单中的路径不合法：${dir}`);
      await fsp.mkdir(made, { recursive: true });
    }
    await place(path.join(from, DATABASE_PART), databaseFolder, manifest.database.files, () => true);
    await place(path.join(from, UPLOADS_PART), path.join(scratch, UPLOADS_FOLDER), manifest.uploads, (rel) =>
      STORED_KEY_PATTERN.test(rel),
    );
    const database = await openDatabase(databaseFolder);
    try {
      const schema = await schemaVersion(database.db);
      if (schema.migrations !== manifest.schema.migrations) throw new BackupRefused('恢复后的数据库与备份清单不一致');
    } finally {
      await database.close();
    }
    if (fs.existsSync(to)) await fsp.rmdir(to);
    await fsp.rename(scratch, to);
    return { target: to, manifest };
  } catch (err) {
    await fsp.rm(scratch, { recursive: true, force: true });
    throw err;
  }
}
