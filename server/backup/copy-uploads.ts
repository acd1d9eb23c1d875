import fs from 'node:fs';
import path from 'node:path';
import { STORED_KEY_PATTERN } from '@contract/files';
import { describeAll, nextTurn, walk, type StoredFile } from './manifest';

const FILES_PER_TURN = 64;

// The stored files of the upload folder, copied into `into` and described as copied. An upload is written aside and
// renamed into place whole (server/modules/files/storage.ts), and never changed after, so a copy made after the
// database's moment holds every file the database names. What is not a stored key (the staging folder) is skipped; a
// file removed while the copy runs is left out. Storage behind another back end replaces this one function.
export async function copyUploads(uploadDir: string, into: string): Promise<StoredFile[]> {
  if (!fs.existsSync(uploadDir)) return [];
  const copied: string[] = [];
  for (const rel of walk(uploadDir).files.filter((candidate) => STORED_KEY_PATTERN.test(candidate))) {
    const target = path.join(into, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.copyFileSync(path.join(uploadDir, rel), target);
      copied.push(rel);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    if (copied.length % FILES_PER_TURN === 0) await nextTurn();
  }
  return describeAll(into, copied);
}
