import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLUSTER_IMAGE, placeClusterImage } from './cluster-image';
import { EmbeddedPGlite } from './embedded-pglite';
import type { PGliteThread } from './pglite-thread';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrateWhenBehind } from './migrate-when-behind';
import { nameStatements } from './named-statements';
import { GENERIC_PLANS } from './plan-cache';
import { keepUp, type Upkeep } from './upkeep';
import * as schema from './schema';

export type Schema = typeof schema;
// Both drivers answer raw queries with { rows }, so one result type serves PGlite and PostgreSQL.
export type Db = PgDatabase<NodePgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  // Runs a script of several statements without parameters (maintenance and test resets).
  execScript(script: string): Promise<void>;
  // The embedded engine on disk: `work` gets its data folder while no statement runs (the online backup). Null in
  // memory and on PostgreSQL, which has pg_dump.
  whileIdle: (<T>(work: (folder: string) => Promise<T>) => Promise<T>) | null;
  // The embedded engine's stand-in for autovacuum (upkeep.ts), every `everyMs`; null on PostgreSQL, which has its own.
  keepUp: ((everyMs: number, onError: (error: unknown) => void) => Upkeep) | null;
  close(): Promise<void>;
}

// Next to this module once compiled (dist-server/, scripts/server-build.mjs).
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// `location` is a folder for PGlite ('memory://' keeps it in memory) or a postgres:// URL. `engine` is the embedded
// engine of that folder already started on a thread of its own (main.ts); without it PGlite runs on this thread.
export async function openDatabase(location: string, { engine }: { engine?: PGliteThread } = {}): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(location)) {
    // Loaded only here: a server on the embedded database never loads the PostgreSQL driver (0.05 s of its start).
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: location, max: 10, options: GENERIC_PLANS.join(' ') });
    pool.on('connect', nameStatements);
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrateWhenBehind(db as unknown as Db, migrationsFolder, () => migratePg(db, { migrationsFolder })),
      execScript: async (script) => {
        await pool.query(script);
      },
      whileIdle: null,
      keepUp: null,
      close: () => pool.end(),
    };
  }
  // drizzle's PGlite driver uses query and transaction, which the thread's client answers alike. On the thread the
  // database answers at once: statements wait for the engine to open (a start builds the app meanwhile).
  if (engine) return embedded(engine, location, (everyMs, onError) => engine.keepUp(everyMs, onError));
  if (!location.includes('://')) await placeClusterImage(CLUSTER_IMAGE, location);
  const client = new EmbeddedPGlite(location);
  await client.waitReady;
  return embedded(client, location.includes('://') ? null : location, (everyMs, onError) => keepUp(client, everyMs, onError));
}

// The embedded engine, on this thread or its own; `folder` is null in memory.
function embedded(client: EmbeddedPGlite | PGliteThread, folder: string | null, keepUpEvery: NonNullable<Database['keepUp']>): Database {
  const db = drizzlePglite(client as EmbeddedPGlite, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrateWhenBehind(db as unknown as Db, migrationsFolder, () => migratePglite(db, { migrationsFolder })),
    execScript: async (script) => {
      await client.exec(script);
    },
    whileIdle: folder === null ? null : (work) => client.whileIdle(() => work(folder)),
    keepUp: keepUpEvery,
    close: () => client.close(),
  };
}
