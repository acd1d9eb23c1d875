import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../client';
import { hashPassword } from '../../lib/password';
import type { Conn, Tx } from '../../lib/db';
import { DEMO_PASSWORD, seedAccounts, type SeededAccounts } from './accounts';
import { seedEstate, type SeededEstate } from './estate';
import { seedMenus } from './menus';
import { users } from '../schema';

export { DEMO_PASSWORD };

export interface SeedOptions {
  // Tests reuse one hash so that a reseed does not pay scrypt's cost.
  passwordHash?: string;
  // ANALYZE once seeded. PostgreSQL's autovacuum analyzes a table once 50 of its rows changed: most demo tables hold
  // fewer, and without statistics the planner plans their statements afresh at every call. The embedded engine's
  // upkeep analyzes a minute after start (server/db/upkeep.ts), where it would cost a new folder's start 0.5 s.
  analyze?: boolean;
}

/** What every domain's demo rows hang on: the seeded parks, their estate and companies, the accounts and roles. */
export interface DemoBase {
  estate: SeededEstate;
  accounts: SeededAccounts;
}

/** A module's demo rows (its face's `seeds`), written after the platform's own in the order of the module list. */
export type DemoSeed = (tx: Tx, base: DemoBase) => Promise<void>;

// Any arbitrary constant: it only has to be the same for every server instance seeding one database.
const SEED_LOCK = 20260501;

async function isEmpty(conn: Conn): Promise<boolean> {
  const result = await conn.execute(
    sql`select (exists (select 1 from users) or exists (select 1 from parks)) as taken`,
  );
  return !(result.rows[0] as { taken: boolean }).taken;
}

// Seeds the demo platform's base into an empty database only, then each module's rows (`seeds`, read from the module
// list by server/seed.ts); a second call, or a second server starting at the same time on one PostgreSQL, does nothing (the
// advisory lock serializes them, the emptiness check decides).
export async function seedPlatform(db: Db, _config: Config, seeds: readonly DemoSeed[], options: SeedOptions = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // One hash for the five accounts: their password is the published demo password, and scrypt at OWASP's
  // minimum costs about half a second and 128 MiB per hash.
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return false;
    const estate = await seedEstate(tx);
    const accounts = await seedAccounts(tx, estate, passwordHash);
    await seedMenus(tx);
    for (const seed of seeds) await seed(tx, { estate, accounts });
    return true;
  });
  if (seeded && options.analyze) await db.execute(sql`analyze`);
  return seeded;
}

/**
 * The demo accounts of a folder just copied from the demo image (server/db/demo-image.ts) take the hash given in
 * DEMO_PASSWORD_HASH instead of the image's: every account of such a folder is a demo account. None given: they keep
 * the image's.
 */
export async function useDemoPasswordHash(db: Db, passwordHash: string | undefined): Promise<void> {
  if (passwordHash !== undefined) await db.update(users).set({ passwordHash });
}
