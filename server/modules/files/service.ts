import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound, unauthorized } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { KINDS } from './detect';
import { findUpload, insertUploads, type UploadRow } from './queries';
import type { CheckedFile } from './rules';
import { isStoredPath, newStoredPath, uploadKey, urlOf } from './storage';

export interface UploadedFile {
  url: string;
  name: string;
  size: number;
  type: string;
}

export function requireUploader(ctx: RequestContext): NonNullable<RequestContext['user']> {
  if (!ctx.user) throw unauthorized('4001', '请先登录');
  return ctx.user;
}

// All or nothing: every file is put in the store under a key no record names yet, then they are recorded and logged in
// one transaction; when any step fails, the files already put are removed.
export async function saveUploads(
  db: Db,
  store: FileStore,
  config: Config,
  ctx: RequestContext,
  files: CheckedFile[],
): Promise<UploadedFile[]> {
  const user = requireUploader(ctx);
  const entries = files.map((file) => {
    const info = KINDS[file.kind];
    const storedPath = newStoredPath(info.extensions[0] ?? file.kind, config.production);
    const row: UploadRow = { path: storedPath, name: file.name, size: file.content.length, mime: info.mime, userId: user.id };
    return { file, row, key: uploadKey(storedPath) };
  });
  const rows = entries.map((e) => e.row);
  try {
    const puts = await Promise.allSettled(entries.map((e) => store.put(e.key, e.file.content, e.row.mime)));
    const refused = puts.find((p): p is PromiseRejectedResult => p.status === 'rejected');
    if (refused) throw refused.reason;
    const answer = rows.map((r) => ({ url: urlOf(r.path), name: r.name, size: r.size, type: r.mime }));
    await db.transaction(async (tx) => {
      await insertUploads(tx, rows);
      await writeLog(tx, ctx, {
        module: 'file',
        action: 'upload',
        target: rows.map((r) => r.path).join(', '),
        after: answer,
      });
    });
    return answer;
  } catch (err) {
    await Promise.all(entries.map((e) => store.delete(e.key).catch(() => undefined)));
    throw err;
  }
}

export interface OpenedFile {
  body: Readable;
  name: string;
  size: number;
  mime: string;
  attachment: boolean;
}

// A stored path the store holds and a record names; anything else (traversal included) is 文件不存在.
export async function openUpload(db: Db, store: FileStore, storedPath: string): Promise<OpenedFile> {
  const row = isStoredPath(storedPath) ? await findUpload(db, storedPath) : null;
  const object = row ? await store.get(uploadKey(storedPath)) : null;
  if (!row || !object) throw notFound('文件不存在');
  const image = Object.values(KINDS).some((k) => k.category === 'image' && k.mime === row.mime);
  return { body: object.body, name: row.name, size: object.size, mime: row.mime, attachment: !image };
}
