import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EmbeddedPGlite } from '../../../server/db/embedded-pglite';
import { keepUp, UPKEEP_WRITES } from '../../../server/db/upkeep';
import { testDatabase } from '../helpers/test-server';

const HOUR = 3_600_000;

describe('the embedded database upkeep', () => {
  it('analyzes at its first run, then only after enough statements have written', async () => {
    const { db } = await testDatabase();
    const client = (db as unknown as { $client: EmbeddedPGlite }).$client;
    await db.execute(sql`create table upkeep_probe (id serial primary key, n int)`);
    const upkeep = keepUp(client, HOUR, (error) => {
      throw error;
    });
    const estimate = async () => Number(((await db.execute(sql`select reltuples from pg_class where relname = 'upkeep_probe'`)).rows[0] as { reltuples: number }).reltuples);
    try {
      // Never analyzed: the planner has no estimate of the table's rows.
      expect(await estimate()).toBe(-1);
      expect(await upkeep.run()).toBe(true);
      expect(await estimate()).toBe(0);
      // Written a little: not due.
      for (let n = 0; n < 10; n++) await db.execute(sql`insert into upkeep_probe (n) values (${n})`);
      expect(await upkeep.run()).toBe(false);
      expect(await estimate()).toBe(0);
      // Written enough (one statement each, in and out of transactions): due, and the planner sees the rows.
      await db.transaction(async (tx) => {
        for (let n = 0; n < UPKEEP_WRITES / 2; n++) await tx.execute(sql`insert into upkeep_probe (n) values (${n})`);
      });
      for (let n = 0; n < UPKEEP_WRITES / 2; n++) await db.execute(sql`update upkeep_probe set n = n + 1 where id = ${n + 1}`);
      expect(await upkeep.run()).toBe(true);
      expect(await estimate()).toBe(10 + UPKEEP_WRITES / 2);
      expect(await upkeep.run()).toBe(false);
    } finally {
      upkeep.stop();
      await db.execute(sql`drop table upkeep_probe`);
    }
  });
});
