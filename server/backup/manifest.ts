import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// A backup is a folder (README "Back up and restore"):
//   manifest.json   this file's shape
//   database/       the embedded data folder as it stood at `takenAt`
//   files/uploads/  the uploaded files
export const MANIFEST = 'manifest.json';
export const DATABASE_PART = 'database';
export const UPLOADS_PART = path.join('files', 'uploads');
export const BACKUP_FORMAT = 1;

export interface StoredFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface SchemaVersion {
  // Migrations applied (drizzle's journal), and when the last one was written.
  migrations: number;
  lastMigrationAt: number | null;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  takenAt: string;
  // How long statements waited while the database folder was copied.
  heldMs: number;
  schema: SchemaVersion;
  database: { directories: string[]; files: StoredFile[] };
  uploads: StoredFile[];
}

export async function schemaVersion(db: Db): Promise<SchemaVersion> {
  const result = await db.execute(
    sql`select count(*)::int as migrations, max(created_at)::bigint as last from drizzle.__drizzle_migrations`,
  );
  const row = result.rows[0] as { migrations: number; last: string | number | null };
  return { migrations: row.migrations, lastMigrationAt: row.last === null ? null : Number(row.last) };
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

// Every file and folder under `root`, as relative paths with forward slashes.
export async function walk(root: string): Promise<{ directories: string[]; files: string[] }> {
  const directories: string[] = [];
  const files: string[] = [];
  const visit = async (rel: string) => {
    for (const entry of await fsp.readdir(path.join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        directories.push(child);
        await visit(child);
      } else if (entry.isFile()) {
        files.push(child);
      }
    }
  };
  await visit('');
  return { directories, files };
}

export async function describe(root: string, rel: string): Promise<StoredFile> {
  const file = path.join(root, rel);
  const [stat, sha256] = await Promise.all([fsp.stat(file), sha256Of(file)]);
  return { path: rel, bytes: stat.size, sha256 };
}

// A manifest's relative path inside `root`, or null for one that would leave it.
export function inside(root: string, rel: string): string | null {
  const base = path.resolve(root);
  const full = path.resolve(base, rel);
  return full.startsWith(base + path.sep) ? full : null;
}
