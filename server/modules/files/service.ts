import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound, unauthorized } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { KINDS } from './detect';
import { findUpload, insertUploads, type UploadRow } from './queries';
import type { CheckedFile } from './rules';
import { commit, discard, newStoredPath, resolveStored, stage, urlOf, type StagedFile } from './storage';

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

// All or nothing: files are staged, recorded and logged in one transaction, then moved into place.
export async function saveUploads(
  db: Db,
  config: Config,
  ctx: RequestContext,
  files: CheckedFile[],
): Promise<UploadedFile[]> {
  const user = requireUploader(ctx);
  const staged: StagedFile[] = [];
  try {
    const rows: UploadRow[] = [];
    for (const file of files) {
      const info = KINDS[file.kind];
      const storedPath = newStoredPath(info.extensions[0] ?? file.kind, config.production);
      staged.push(await stage(config.uploadDir, storedPath, file.content));
      rows.push({ path: storedPath, name: file.name, size: file.content.length, mime: info.mime, userId: user.id });
    }
    const answer = rows.map((r) => ({ url: urlOf(r.path), name: r.name, size: r.size, type: r.mime }));
    await db.transaction(async (tx) => {
      await insertUploads(tx, rows);
      await writeLog(tx, ctx, {
        module: 'file',
        action: 'upload',
        target: rows.map((r) => r.path).join(', '),
        after: answer,
      });
      await commit(staged);
    });
    return answer;
  } catch (err) {
    await discard(staged);
    throw err;
  }
}

export interface StoredFile {
  file: string;
  name: string;
  size: number;
  mime: string;
  attachment: boolean;
}

export async function openUpload(db: Db, config: Config, storedPath: string): Promise<StoredFile> {
  const file = resolveStored(config.uploadDir, storedPath);
  const row = file ? await findUpload(db, storedPath) : null;
  if (!file || !row) throw notFound('文件不存在');
  const image = Object.values(KINDS).some((k) => k.category === 'image' && k.mime === row.mime);
  return { file, name: row.name, size: row.size, mime: row.mime, attachment: !image };
}
