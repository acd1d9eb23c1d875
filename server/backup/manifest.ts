import { createHash } from 'node:crypto';
import fs from 'node:fs';
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

// Files up to this size are read whole; a larger one (a table segment reaches 1 GB) is streamed.
const READ_WHOLE = 8 * 1024 * 1024;
// Work done between two event-loop turns: a data folder holds thousands of small files, and a turn for each would
// queue the backup behind every request the server answers meanwhile (minutes under load), while one long turn
// would stall those requests.
const BYTES_PER_TURN = 16 * 1024 * 1024;
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function streamedSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

// Every file and folder under `root`, as relative paths with forward slashes; `skip` leaves out names.
export function walk(root: string, skip: (rel: string) => boolean = () => false): { directories: string[]; files: string[] } {
  const directories: string[] = [];
  const files: string[] = [];
  const visit = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (skip(child)) continue;
      if (entry.isDirectory()) {
        directories.push(child);
        visit(child);
      } else if (entry.isFile()) {
        files.push(child);
      }
    }
  };
  visit('');
  return { directories, files };
}

// Copies `rels` from `from` to `to` (folders made as needed), some megabytes a turn.
export async function copyFiles(from: string, to: string, rels: string[]): Promise<void> {
  let bytes = 0;
  for (const rel of rels) {
    const target = path.join(to, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(from, rel), target, fs.constants.COPYFILE_FICLONE);
    bytes += fs.statSync(target).size;
    if (bytes > BYTES_PER_TURN) {
      bytes = 0;
      await nextTurn();
    }
  }
}

// Size and hash of each of `rels` under `root`, some megabytes a turn.
export async function describeAll(root: string, rels: string[]): Promise<StoredFile[]> {
  const described: StoredFile[] = [];
  let bytes = 0;
  for (const rel of rels) {
    const file = path.join(root, rel);
    const { size } = fs.statSync(file);
    const sha256 = size > READ_WHOLE ? await streamedSha256(file) : createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    described.push({ path: rel, bytes: size, sha256 });
    bytes += size;
    if (bytes > BYTES_PER_TURN) {
      bytes = 0;
      await nextTurn();
    }
  }
  return described;
}

// A manifest's relative path inside `root`, or null for one that would leave it.
export function inside(root: string, rel: string): string | null {
  const base = path.resolve(root);
  const full = path.resolve(base, rel);
  return full.startsWith(base + path.sep) ? full : null;
}
