import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import { DEMO_PASSWORD, seedDemo } from '../../../server/db/seed';
import { hashPassword } from '../../../server/lib/password';

// One in-memory PGlite per test worker, migrated and seeded once, then restored from a snapshot before each test.
let shared: Promise<{ database: Database; tables: string[] }> | null = null;
// Inside the run's folder, which the server project's global setup removes when the run ends.
const uploadDir = fs.mkdtempSync(path.join(process.env.PARK_TEST_TMP ?? os.tmpdir(), 'park-uploads-'));
const exportDir = fs.mkdtempSync(path.join(process.env.PARK_TEST_TMP ?? os.tmpdir(), 'park-exports-'));

export { DEMO_PASSWORD };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'park-test-unused'), UPLOAD_DIR: uploadDir, EXPORT_DIR: exportDir }),
    distDir: path.join(os.tmpdir(), 'park-test-no-dist'),
    ...overrides,
  };
}

async function open() {
  const database = await openDatabase('memory://');
  await database.migrate();
  await seedDemo(database.db, testConfig(), { passwordHash: await hashPassword(DEMO_PASSWORD) });
  const result = await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables = (result.rows as { tablename: string }[]).map((r) => r.tablename);
  await database.db.execute(sql.raw('create schema snapshot'));
  for (const t of tables) {
    await database.db.execute(sql.raw(`create table snapshot."${t}" as select * from public."${t}"`));
  }
  return { database, tables };
}

export async function testDatabase(): Promise<Database> {
  shared ??= open();
  return (await shared).database;
}

// Puts every table back to the seeded state, sequences included.
export async function resetDatabase(): Promise<void> {
  shared ??= open();
  const { database, tables } = await shared;
  const list = tables.map((t) => `public."${t}"`).join(', ');
  // Foreign keys are triggers; replica mode lets the rows come back in any order.
  const statements = ['begin', 'set local session_replication_role = replica', `truncate ${list} restart identity cascade`];
  for (const t of tables) statements.push(`insert into public."${t}" select * from snapshot."${t}"`);
  statements.push(`
    do $$ declare r record; begin
      for r in select c.relname as seq, t.relname as tbl, a.attname as col
        from pg_class c join pg_depend d on d.objid = c.oid
        join pg_class t on d.refobjid = t.oid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where c.relkind = 'S' and t.relnamespace = 'public'::regnamespace loop
        execute format('select setval(%L, coalesce((select max(%I) from public.%I), 0) + 1, false)', r.seq, r.col, r.tbl);
      end loop; end $$`, 'commit');
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
