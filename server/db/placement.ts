import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { Placed, type Placement } from './schema/placed';

export type { Placement };

// Where each table would live once the data outgrows one database (server/README.md, "Past one database"): each
// schema file places its own tables (`placed(…)`, server/db/schema/placed.ts), so a new domain's tables are placed
// where they are declared. tests/server/db/distribution.test.ts holds the live catalogue to this list.
export const PLACEMENTS: readonly Placement[] = Object.values(schema).flatMap((value) => (value instanceof Placed ? value.placements : []));

export const placementName = (table: PgTable): string => getTableName(table);
