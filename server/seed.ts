// The demo platform: its base (parks, estate, accounts, roles and menus: server/db/seed), then each module's rows, found
// through the module list and written in its order.
import type { Config } from './config';
import type { Db } from './db/client';
import { seedPlatform, type SeedOptions } from './db/seed';
import { apiModules } from './modules';

export { DEMO_PASSWORD, useDemoPasswordHash } from './db/seed';

const moduleSeeds = apiModules.flatMap((module) => module.seeds ?? []);

export const seedDemo = (db: Db, config: Config, options: SeedOptions = {}): Promise<boolean> => seedPlatform(db, config, moduleSeeds, options);
