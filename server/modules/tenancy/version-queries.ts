import { and, desc, eq, sql } from 'drizzle-orm';
import { companyRecords, companyVersions, users } from '../../db/schema';
import type { Conn } from '../../lib/db';

/** The most versions the history lists. */
export const VERSION_LIMIT = 100;

export function versionsOf(db: Conn, companyId: number) {
  return db
    .select({ version: companyVersions.version, auditedAt: companyVersions.auditedAt, auditedBy: sql<string | null>`coalesce(${users.nickname}, ${users.username})` })
    .from(companyVersions)
    .leftJoin(users, eq(users.id, companyVersions.auditedBy))
    .where(eq(companyVersions.companyId, companyId))
    .orderBy(desc(companyVersions.version))
    .limit(VERSION_LIMIT);
}

export async function versionOf(db: Conn, companyId: number, version: number) {
  const [row] = await db.select({ data: companyVersions.data, auditedAt: companyVersions.auditedAt }).from(companyVersions)
    .where(and(eq(companyVersions.companyId, companyId), eq(companyVersions.version, version)));
  return row ?? null;
}

/** Today's accepted record: each step's `data` (drafts and pending changes are not part of it). */
export async function currentRecord(db: Conn, companyId: number): Promise<Record<string, Record<string, unknown>>> {
  const rows = await db.select({ moduleKey: companyRecords.moduleKey, data: companyRecords.data }).from(companyRecords)
    .where(eq(companyRecords.companyId, companyId));
  return Object.fromEntries(rows.filter((r) => r.data).map((r) => [r.moduleKey, r.data ?? {}]));
}
