// The demo platform: the platform's own rows (server/db/seed), then each module's, found through the module list.
import type { Config } from './config';
import type { Db } from './db/client';
import { seedPlatform, type SeedOptions } from './db/seed';
import { apiModules } from './modules';

export { DEMO_PASSWORD } from './db/seed';

const moduleSeeds = apiModules.flatMap((module) => (module.seed ? [module.seed] : []));

export const seedDemo = (db: Db, config: Config, options: SeedOptions = {}): Promise<boolean> => seedPlatform(db, config, moduleSeeds, options);
