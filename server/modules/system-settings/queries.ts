import { desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps, systemSettings } from '../../db/schema';
import type { Conn, Tx } from '../../lib/db';
import { countOf, paged, pageWindow, type PageRequest } from '../../lib/paging';
import { escapeLike } from '../../lib/db';

export async function readSetting(db: Conn, key: string): Promise<unknown> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, key));
  return row?.value ?? null;
}

export async function writeSetting(tx: Tx, key: string, value: object): Promise<void> {
  await tx
    .insert(systemSettings)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
}

const appColumns = { id: apps.id, name: apps.name, platform: apps.platform, appKey: apps.appKey, remark: apps.remark, createdAt: apps.createdAt };

export async function listApps(db: Db, query: PageRequest & { name?: string }) {
  const condition = query.name?.trim() ? ilike(apps.name, `%${escapeLike(query.name.trim())}%`) : undefined;
  return paged(pageWindow(query), countOf(db, apps, condition), (total) =>
    db.select({ ...appColumns, ...total }).from(apps).where(condition).orderBy(desc(apps.id)));
}

export async function appNameTaken(db: Conn, name: string): Promise<boolean> {
  const [row] = await db.select({ id: apps.id }).from(apps).where(eq(apps.name, name));
  return Boolean(row);
}

export async function insertApp(tx: Tx, values: typeof apps.$inferInsert) {
  const [row] = await tx.insert(apps).values(values).returning(appColumns);
  if (!row) throw new Error('app not created');
  return row;
}
