import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import { DEMO_PASSWORD, seedDemo } from '../../../server/seed';
import { cheapDemoPasswordHash, TEST_HASH_COST } from '../../setup/demo-password-hash';

// One in-memory PGlite per test worker, migrated and seeded once, then restored from a snapshot before each test.
let shared: Promise<{ database: Database; tables: string[]; sequences: Sequence[]; referenced: string[] }> | null = null;
// Inside the run's folder, which the server project's global setup removes when the run ends.
const uploadDir = fs.mkdtempSync(path.join(process.env.PARK_TEST_TMP ?? os.tmpdir(), 'park-uploads-'));
const exportDir = fs.mkdtempSync(path.join(process.env.PARK_TEST_TMP ?? os.tmpdir(), 'park-exports-'));

export { DEMO_PASSWORD };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'park-test-unused'), UPLOAD_DIR: uploadDir, EXPORT_DIR: exportDir }),
    distDir: path.join(os.tmpdir(), 'park-test-no-dist'),
    passwordCost: TEST_HASH_COST,
    ...overrides,
  };
}

// Every statement that writes a public table marks it in snapshot.dirty (statement-level triggers, enabled ALWAYS so
// that tests which load rows in replica mode are seen too); the reset restores only those tables, and only the
// sequences a test advanced (a rolled-back insert still advances one). A test that only reads costs one query.
const TRACK_WRITES = `
  create table snapshot.dirty (name text primary key);
  create function snapshot.mark_dirty() returns trigger language plpgsql as $$
    begin insert into snapshot.dirty values (tg_table_name) on conflict do nothing; return null; end $$`;

const trackTable = (t: string) => `
  create trigger zz_test_dirty after insert or update or delete or truncate on public."${t}"
    for each statement execute function snapshot.mark_dirty();
  alter table public."${t}" enable always trigger zz_test_dirty`;

// Each sequence of a public table with the column it numbers, so its reset value is that column's max + 1.
const SEQUENCES = `
  select c.relname as seq, t.relname as tbl, a.attname as col
  from pg_class c join pg_depend d on d.objid = c.oid
  join pg_class t on d.refobjid = t.oid
  join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
  where c.relkind = 'S' and t.relnamespace = 'public'::regnamespace`;

interface Sequence {
  seq: string;
  tbl: string;
  col: string;
}

interface MemoryFileSystem {
  expandFileStorage(node: { contents: Uint8Array }, capacity: number): void;
}

// The in-memory engine keeps each file in one array, and Emscripten's MEMFS grows a file past 1 MB by an eighth,
// copying it whole each time: the tests that fill tables to size copied their tables, indexes and WAL segments over
// and over (expandFileStorage was the largest single function of the server project's profile). A file that must grow
// now doubles, as it does below 1 MB. The million messages and the 200,000 staff, alone, alternated: 52.2 / 53.3 s of
// CPU → 41.6 / 41.8 s, and the worker's peak memory 1.02–1.06 → 0.95 GB (fewer arrays left to the collector).
function growFilesByDoubling(database: Database): void {
  const memfs = (database.db as unknown as { $client?: { mod?: { MEMFS?: MemoryFileSystem } } }).$client?.mod?.MEMFS;
  if (!memfs) throw new Error('PGlite no longer exposes its in-memory file system (mod.MEMFS): see growFilesByDoubling');
  const expand = memfs.expandFileStorage.bind(memfs);
  memfs.expandFileStorage = (node, capacity) =>
    expand(node, capacity > node.contents.length ? Math.max(capacity, node.contents.length * 2) : capacity);
}

async function open() {
  const database = await openDatabase('memory://');
  growFilesByDoubling(database);
  await database.migrate();
  await seedDemo(database.db, testConfig(), { passwordHash: await cheapDemoPasswordHash() });
  const result = await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables = (result.rows as { tablename: string }[]).map((r) => r.tablename);
  const sequences = (await database.db.execute(sql.raw(SEQUENCES))).rows as unknown as Sequence[];
  const referenced = (
    await database.db.execute(sql`select distinct confrelid::regclass::text as name from pg_constraint where contype = 'f'`)
  ).rows.map((r) => String((r as { name: string }).name).replace(/^public\.|"/g, ''));
  const script = ['create schema snapshot', TRACK_WRITES];
  for (const t of tables) script.push(`create table snapshot."${t}" as select * from public."${t}"`, trackTable(t));
  await database.execScript(script.join(';\n'));
  // Everything counts as changed once, so the first reset puts every table and sequence in the reset state.
  await database.execScript(`insert into snapshot.dirty select tablename from pg_tables where schemaname = 'public'`);
  return { database, tables, sequences, referenced };
}

export async function testDatabase(): Promise<Database> {
  shared ??= open();
  return (await shared).database;
}

// Puts every table back to the seeded state, sequences included.
export async function resetDatabase(): Promise<void> {
  shared ??= open();
  const { database, tables, sequences, referenced } = await shared;
  const changed = await database.db.execute(sql.raw(`
    select (select coalesce(array_agg(name), '{}') from snapshot.dirty) as tables,
      (select coalesce(array_agg(sequencename::text), '{}') from pg_sequences
        where schemaname = 'public' and last_value is not null) as sequences`));
  const row = changed.rows[0] as { tables: string[]; sequences: string[] };
  const dirty = tables.filter((t) => row.tables.includes(t));
  const advanced = sequences.filter((s) => row.sequences.includes(s.seq));
  if (dirty.length === 0 && advanced.length === 0) return;
  // Foreign keys are triggers; replica mode lets the rows come back in any order. A table no key points at is
  // truncated (no dead rows left after a test that loaded 100,000); one that is referenced is emptied by delete, as
  // truncating it would have to take every referencing table with it.
  const statements = ['begin', 'set local session_replication_role = replica'];
  const leaves = dirty.filter((t) => !referenced.includes(t));
  if (leaves.length > 0) statements.push(`truncate ${leaves.map((t) => `public."${t}"`).join(', ')}`);
  for (const t of dirty) {
    if (referenced.includes(t)) statements.push(`delete from public."${t}"`);
    statements.push(`insert into public."${t}" select * from snapshot."${t}"`);
  }
  for (const s of advanced) {
    statements.push(`select setval('public."${s.seq}"', coalesce((select max("${s.col}") from public."${s.tbl}"), 0) + 1, false)`);
  }
  statements.push('delete from snapshot.dirty', 'commit');
  await database.execScript(statements.join(';\n'));
}

// A fresh app on the shared database; pass config overrides (e.g. short token lifetimes) per test.
export async function testApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const database = await testDatabase();
  const app = await buildApp({ config: testConfig(overrides), db: database.db });
  await app.ready();
  return app;
}

export const testUploadDir = uploadDir;
