import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

// Where each table would live once the data outgrows one database (server/README.md, "Past one database"), declared
// beside the table in its schema file and gathered by server/db/placement.ts. `park`: distributed by park_id, every
// park's rows on one node. `child`: a park table's dependent rows, carrying the parent's park_id (parkKey) so they sit
// on the parent's node (co-located). `global`: not split by park, `reference` tables replicated to every node so park
// rows join them locally, `user` tables distributed by user_id, `local` ones kept on the coordinator.

export type Placement =
  | { kind: 'park'; table: PgTable; platformRows?: string }
  | { kind: 'child'; table: PgTable; parent: PgTable; via: PgColumn }
  | { kind: 'global'; table: PgTable; as: 'reference' | 'user' | 'local'; why: string };

export const park = (table: PgTable, platformRows?: string): Placement => ({ kind: 'park', table, platformRows });
export const child = (table: PgTable, parent: PgTable, via: PgColumn): Placement => ({ kind: 'child', table, parent, via });
export const global = (table: PgTable, as: 'reference' | 'user' | 'local', why: string): Placement => ({ kind: 'global', table, as, why });

/** The placements of one schema file's tables: what server/db/placement.ts finds among the schema's exports. */
export class Placed {
  constructor(readonly placements: readonly Placement[]) {}
}

export const placed = (...placements: Placement[]) => new Placed(placements);
