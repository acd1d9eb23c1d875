import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { migrateWhenBehind } from '../../../server/db/migrate-when-behind';
import { ROOT } from '../../../scripts/harness';
import { testDatabase } from '../helpers/test-server';

const MIGRATIONS = path.join(ROOT, 'server', 'db', 'migrations');
const ROLLBACK = new Error('rollback');

// What the start does with the worker's migrated database changed inside a transaction that is rolled back (the
// migrations table is not among those the test reset restores).
async function migrateCalls(change: string | null): Promise<number> {
  const { db } = await testDatabase();
  let calls = 0;
  await db
    .transaction(async (tx) => {
      if (change) await tx.execute(sql.raw(change));
      await migrateWhenBehind(tx as unknown as Db, MIGRATIONS, async () => {
        calls += 1;
      });
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  return calls;
}

describe('the migrations at start-up', () => {
  it('leaves an up-to-date database alone, and migrates one behind the folder or never migrated', async () => {
    expect(await migrateCalls(null)).toBe(0);
    expect(await migrateCalls('update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = (select max(created_at) from drizzle.__drizzle_migrations)')).toBe(1);
    expect(await migrateCalls('alter table drizzle.__drizzle_migrations rename to earlier_migrations')).toBe(1);
  });
});
