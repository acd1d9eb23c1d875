import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { assertFileKey, FileKeyError, FILE_AREAS, type FileArea, type FileStore } from './file-store';

const STAGING = '.staging';

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * The embedded default: each area is a folder (UPLOAD_DIR, EXPORT_DIR) and a key's path inside its area is the
 * file's path inside that folder. A file is written under the folder's `.staging` and renamed into place, so a
 * reader finds it whole or not at all.
 */
export function folderStore(roots: Record<FileArea, string>): FileStore {
  const locate = (key: string) => {
    assertFileKey(key);
    const [area, ...rest] = key.split('/') as [FileArea, ...string[]];
    const root = path.resolve(roots[area]);
    const file = path.resolve(root, ...rest);
    if (!file.startsWith(root + path.sep)) throw new FileKeyError(key);
    return { root, file };
  };

  return {
    kind: 'folder',

    async put(key: string, body: Buffer | Readable) {
      const { root, file } = locate(key);
      const staging = path.join(root, STAGING);
      await fs.promises.mkdir(staging, { recursive: true });
      const temp = path.join(staging, `${randomBytes(16).toString('hex')}.part`);
      try {
        if (Buffer.isBuffer(body)) await fs.promises.writeFile(temp, body, { flag: 'wx' });
        else await pipeline(body, fs.createWriteStream(temp, { flags: 'wx' }));
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.rename(temp, file);
      } catch (error) {
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
    },

    async get(key: string) {
      const { file } = locate(key);
      const handle = await fs.promises.open(file, 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        return { body: handle.createReadStream(), size: stat.size, contentType: null };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async head(key: string) {
      const { file } = locate(key);
      const stat = await fs.promises.stat(file).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return stat?.isFile() ? { size: stat.size, contentType: null } : null;
    },

    async delete(key: string) {
      await fs.promises.rm(locate(key).file, { force: true });
    },

    async check() {
      for (const area of FILE_AREAS) {
        await fs.promises.mkdir(roots[area], { recursive: true });
        await fs.promises.access(roots[area], fs.constants.W_OK);
      }
    },
  };
}
