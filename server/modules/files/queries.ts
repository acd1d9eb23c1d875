import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import type { Conn } from '../../lib/db';

export interface UploadRow {
  path: string;
  name: string;
  size: number;
  mime: string;
  userId: number | null;
}

export async function insertUploads(tx: Conn, rows: UploadRow[]): Promise<void> {
  await tx.insert(uploads).values(rows);
}

export async function findUpload(db: Db, storedPath: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.path, storedPath)).limit(1);
  return row ?? null;
}

/** The original names of stored files, by stored path. */
export async function uploadNames(conn: Conn, storedPaths: string[]): Promise<Map<string, string>> {
  if (storedPaths.length === 0) return new Map();
  const rows = await conn.select({ path: uploads.path, name: uploads.name }).from(uploads).where(inArray(uploads.path, storedPaths));
  return new Map(rows.map((r) => [r.path, r.name]));
}
