import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../client';
import { hashPassword } from '../../lib/password';
import type { Conn, Tx } from '../../lib/db';
import { DEMO_PASSWORD, seedAccounts, type SeededAccounts } from './accounts';
import { seedEstate, type SeededEstate } from './estate';
import { seedEnterpriseFields } from './enterprise-fields';
import { seedEnterpriseRecords } from './enterprise-records';
import { seedLifeTree } from './life-tree';
import { seedLogs } from './logs';
import { seedMenus } from './menus';
import { seedTenancy } from './tenancy';
import { seedPersonnel } from './personnel';
import { seedMessages } from './messages';
import { seedContent } from './content';
import { seedPolicyConditions } from './policy-conditions';
import { seedAppContent } from './app-content';
import { seedAgencies } from './agency';
import { seedAgencyServices } from './agency-services';
import { seedConsultations } from './consultations';
import { seedPreApplications } from './pre-apply';
import { seedVouchers } from './vouchers';
import { seedVoucherOrders } from './voucher-orders';
import { seedOrders } from './orders';
import { seedSettlements } from './settlements';

export { DEMO_PASSWORD };

export interface SeedOptions {
  // Tests reuse one hash so that a reseed does not pay scrypt's cost.
  passwordHash?: string;
}

/** What every domain's demo rows hang on: the seeded parks, companies and accounts. */
export interface DemoBase {
  estate: SeededEstate;
  accounts: SeededAccounts;
}

/** A module's demo rows (its face's `seed`), written after the platform's own in the order of the module list. */
export type DemoSeed = (tx: Tx, base: DemoBase) => Promise<void>;

// Any arbitrary constant: it only has to be the same for every server instance seeding one database.
const SEED_LOCK = 20260501;

async function isEmpty(conn: Conn): Promise<boolean> {
  const result = await conn.execute(
    sql`select (exists (select 1 from users) or exists (select 1 from parks)) as taken`,
  );
  return !(result.rows[0] as { taken: boolean }).taken;
}

// Seeds the demo platform into an empty database only, then each module's rows (`seeds`, read from the module list by
// server/seed.ts); a second call, or a second server starting at the same time on one PostgreSQL, does nothing (the
// advisory lock serializes them, the emptiness check decides).
export async function seedPlatform(db: Db, _config: Config, seeds: readonly DemoSeed[], options: SeedOptions = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // One hash for the five accounts: their password is the published demo password, and scrypt at OWASP's
  // minimum costs about half a second and 128 MiB per hash.
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return false;
    const estate = await seedEstate(tx);
    await seedEnterpriseFields(tx, estate);
    const accounts = await seedAccounts(tx, estate, passwordHash);
    await seedEnterpriseRecords(tx, estate, accounts);
    await seedMenus(tx);
    await seedPersonnel(tx, estate);
    await seedLogs(tx, estate, accounts);
    await seedMessages(tx, estate, accounts);
    await seedTenancy(tx, estate, accounts);
    await seedLifeTree(tx, estate, accounts);
    await seedAgencies(tx, estate);
    await seedAgencyServices(tx);
    await seedContent(tx, estate);
    await seedConsultations(tx, estate);
    await seedPreApplications(tx, estate);
    await seedPolicyConditions(tx, estate);
    await seedVouchers(tx, estate);
    await seedAppContent(tx, estate);
    await seedOrders(tx, estate, accounts);
    await seedVoucherOrders(tx, estate, accounts);
    await seedSettlements(tx, estate);
    for (const seed of seeds) await seed(tx, { estate, accounts });
    return true;
  });
}
