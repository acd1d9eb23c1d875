import { randomBytes } from 'node:crypto';
import { STORED_FILE_PREFIX, STORED_KEY_PATTERN } from '@contract/files';
import { fileKey } from '../../lib/file-store';

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

/** The file store's key of a stored path (its place in the store's uploads area). */
export function uploadKey(storedPath: string): string {
  return fileKey('uploads', storedPath);
}
