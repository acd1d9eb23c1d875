import fsp from 'node:fs/promises';
import path from 'node:path';
import { STORED_KEY_PATTERN } from '@contract/files';
import { describe, walk, type StoredFile } from './manifest';

// The stored files of the upload folder, copied into `into` and described as copied. An upload is written aside and
// renamed into place whole (server/modules/files/storage.ts), and never changed after, so a copy made after the
// database's moment holds every file the database names. What is not a stored key (the staging folder) is skipped; a
// file removed while the copy runs is left out. Storage behind another back end replaces this one function.
export async function copyUploads(uploadDir: string, into: string): Promise<StoredFile[]> {
  let found: string[];
  try {
    found = (await walk(uploadDir)).files.filter((rel) => STORED_KEY_PATTERN.test(rel));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const copied: StoredFile[] = [];
  for (const rel of found) {
    const target = path.join(into, rel);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.copyFile(path.join(uploadDir, rel), target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    copied.push(await describe(into, rel));
  }
  return copied;
}
