import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { STORED_FILE_PREFIX, STORED_KEY_PATTERN } from '@contract/files';

// Stored names are made here, never taken from the client (their shape: STORED_KEY_PATTERN).

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function newStoredPath(extension: string, production: boolean, now = new Date()): string {
  const day = `${now.getFullYear()}/${pad(now.getMonth() + 1)}/${pad(now.getDate())}`;
  return `${production ? '' : 'test/'}${day}/${randomBytes(16).toString('hex')}.${extension}`;
}

export function isStoredPath(candidate: string): boolean {
  return STORED_KEY_PATTERN.test(candidate);
}

export function urlOf(storedPath: string): string {
  return `${STORED_FILE_PREFIX}${storedPath}`;
}

// The absolute file of a stored path, or null for anything that is not one of ours (traversal included).
export function resolveStored(uploadDir: string, storedPath: string): string | null {
  if (!isStoredPath(storedPath)) return null;
  const root = path.resolve(uploadDir);
  const file = path.resolve(root, storedPath);
  return file.startsWith(root + path.sep) ? file : null;
}

// A file written aside first and moved into place only when the whole request is accepted.
export interface StagedFile {
  tempFile: string;
  finalFile: string;
}

export async function stage(uploadDir: string, storedPath: string, content: Buffer): Promise<StagedFile> {
  const tempDir = path.join(uploadDir, '.staging');
  await fs.mkdir(tempDir, { recursive: true });
  const tempFile = path.join(tempDir, `${randomBytes(16).toString('hex')}.part`);
  await fs.writeFile(tempFile, content, { flag: 'wx' });
  const finalFile = resolveStored(uploadDir, storedPath);
  if (!finalFile) throw new Error(`not a stored path: ${storedPath}`);
  return { tempFile, finalFile };
}

export async function commit(files: StagedFile[]): Promise<void> {
  for (const file of files) {
    await fs.mkdir(path.dirname(file.finalFile), { recursive: true });
    await fs.rename(file.tempFile, file.finalFile);
  }
}

// Removes whatever a refused or failed request left, staged or already moved.
export async function discard(files: StagedFile[]): Promise<void> {
  await Promise.all(
    files.flatMap((f) => [fs.rm(f.tempFile, { force: true }), fs.rm(f.finalFile, { force: true })]),
  );
}
