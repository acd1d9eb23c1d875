import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { hasSqlState } from '../lib/db';
import type { Db } from './client';

// PostgreSQL's undefined_table: a database no migration has run on has no drizzle.__drizzle_migrations.
const UNDEFINED_TABLE = '42P01';

/**
 * Runs drizzle's migrator (`migrate`) only when the database is behind the migrations in `migrationsFolder`. The
 * migrator makes five statements at every start even when nothing is to do (creating its schema and table if missing,
 * reading the last migration, an empty transaction); here an up-to-date database costs one, which on the embedded
 * engine is a seeded start's first statement, read while the engine is still cold. The test is the migrator's own:
 * the newest migration applied against the newest in the folder, by the time the folder gives it.
 */
export async function migrateWhenBehind(db: Db, migrationsFolder: string, migrate: () => Promise<void>): Promise<void> {
  const newest = Math.max(...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
  let applied = 0;
  try {
    const { rows } = await db.execute<{ applied: string | null }>(sql`select max(created_at) as applied from drizzle.__drizzle_migrations`);
    applied = Number(rows[0]?.applied ?? 0);
  } catch (error) {
    if (!hasSqlState(error, UNDEFINED_TABLE)) throw error;
  }
  if (applied < newest) await migrate();
}
