import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedPGlite } from '../../../server/db/embedded-pglite';
import { testDatabase } from '../helpers/test-server';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('embedded database under a queue of queries', () => {
  it('lets the event loop turn between statements, so new connections are accepted while queries wait', async () => {
    const { db } = await testDatabase();
    let answered = 0;
    const queries = Array.from({ length: 200 }, () => db.execute(sql`select 1`).then(() => (answered += 1)));
    // Node accepts a connection and reads sockets between turns; two turns later only a couple of statements ran.
    await nextTurn();
    await nextTurn();
    const answeredAfterTwoTurns = answered;
    await Promise.all(queries);
    expect(answered).toBe(200);
    expect(answeredAfterTwoTurns).toBeLessThanOrEqual(2);
  });

  it('keeps statements in the order they were asked for', async () => {
    const { db } = await testDatabase();
    const order: number[] = [];
    await Promise.all(Array.from({ length: 20 }, (_, i) => db.execute(sql`select ${i}::int as n`).then(() => order.push(i))));
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('runs a transaction whole while other statements wait their turn', async () => {
    const { db } = await testDatabase();
    const events: string[] = [];
    const tx = db.transaction(async (t) => {
      await t.execute(sql`select 1`);
      events.push('tx first');
      await t.execute(sql`select 2`);
      events.push('tx second');
    });
    const outside = db.execute(sql`select 3`).then(() => events.push('outside'));
    await Promise.all([tx, outside]);
    expect(events).toEqual(['tx first', 'tx second', 'outside']);
  });

  it('hands timestamps, dates and intervals to drizzle as text, as its own parsers ask', async () => {
    const { db } = await testDatabase();
    const { rows } = await db.execute(sql`select
      '2026-01-02 03:04:05+08'::timestamptz as at, '2026-01-02'::timestamp as local, '2026-01-02'::date as day,
      interval '1 day 2 hours' as span, array['2026-01-02'::date] as days, array[1.50::numeric] as amounts`);
    expect(rows[0]).toEqual({
      at: '2026-01-01 19:04:05+00',
      local: '2026-01-02 00:00:00',
      day: '2026-01-02',
      span: '1 day 02:00:00',
      days: '{2026-01-02}',
      amounts: '{1.50}',
    });
  });
});

describe('embedded database statements run again', () => {
  // An engine of its own: the worker's shared one may already hold as many names as a connection gives, from the
  // files that ran before this one.
  let own: EmbeddedPGlite | undefined;
  const ownDatabase = async () => {
    if (!own) {
      own = new EmbeddedPGlite('memory://');
      await own.waitReady;
    }
    return drizzle(own);
  };
  afterAll(() => own?.close());

  const prepared = async (marker: string) => {
    const db = await ownDatabase();
    const { rows } = await db.execute(sql`select statement from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like ${'%pg_prepared_statements%'}`);
    return rows.length;
  };

  it('are prepared under a name at their second run, inside a transaction too, and answer as before', async () => {
    const db = await ownDatabase();
    // A value is serialized by the type PostgreSQL gave its parameter (the object as JSON).
    const read = (day: string, ids: number[]) => db.execute(sql`select ${day}::date + 1 as probe_next, ${`{${ids.join(',')}}`}::int[] as ids, ${{ a: ids.length }}::jsonb as doc`);
    const first = await read('2026-01-31', [1, 2]);
    expect(await prepared('probe_next')).toBe(0);
    const second = await read('2026-02-28', [3]);
    const third = await read('2026-12-31', []);
    expect(await prepared('probe_next')).toBe(1);
    expect([first.rows[0], second.rows[0], third.rows[0]]).toEqual([
      { probe_next: '2026-02-01', ids: [1, 2], doc: { a: 2 } },
      { probe_next: '2026-03-01', ids: [3], doc: { a: 1 } },
      { probe_next: '2027-01-01', ids: [], doc: { a: 0 } },
    ]);
    const inTransaction = await db.transaction(async (tx) => {
      const one = (n: number) => tx.execute(sql`select ${n}::int * 2 as probe_double`);
      return [(await one(1)).rows[0], (await one(2)).rows[0], (await one(3)).rows[0]];
    });
    expect(inTransaction).toEqual([{ probe_double: 2 }, { probe_double: 4 }, { probe_double: 6 }]);
    expect(await prepared('probe_double')).toBe(1);
  });

  it('refuse bad values with the statement named, and leave the engine usable', async () => {
    const db = await ownDatabase();
    const divide = (n: number) => db.execute(sql`select 10 / ${n}::int as probe_divide`);
    await divide(5);
    await divide(2);
    await expect(divide(0)).rejects.toMatchObject({ cause: expect.objectContaining({ code: '22012', query: expect.stringContaining('probe_divide') }) });
    expect((await divide(10)).rows[0]).toEqual({ probe_divide: 1 });
    await expect(db.transaction(async (tx) => {
      await tx.execute(sql`select 10 / ${1}::int as probe_divide`);
      await tx.execute(sql`select 10 / ${0}::int as probe_divide`);
    })).rejects.toMatchObject({ cause: expect.objectContaining({ code: '22012' }) });
    expect((await divide(5)).rows[0]).toEqual({ probe_divide: 2 });
  });

  it('that could not be prepared are tried again, not left named', async () => {
    const db = await ownDatabase();
    const broken = () => db.execute(sql`select ${1}::int as probe_broken from probe_missing_table`);
    await expect(broken()).rejects.toMatchObject({ cause: expect.objectContaining({ code: '42P01' }) });
    await expect(broken()).rejects.toMatchObject({ cause: expect.objectContaining({ code: '42P01' }) });
    await db.execute(sql`create table probe_missing_table (id int)`);
    try {
      await db.execute(sql`insert into probe_missing_table values (1)`);
      expect((await broken()).rows).toEqual([{ probe_broken: 1 }]);
      expect((await broken()).rows).toEqual([{ probe_broken: 1 }]);
      expect(await prepared('probe_broken')).toBe(1);
    } finally {
      await db.execute(sql`drop table probe_missing_table`);
    }
  });

  it('hold at most their capacity of names, closing the least recently used one, which runs unnamed and is named again', async () => {
    const small = new EmbeddedPGlite('memory://', { namedStatements: 2 });
    try {
      await small.waitReady;
      const db = drizzle(small);
      const run = async (marker: 'probe_lru_a' | 'probe_lru_b' | 'probe_lru_c', n: number) => (await db.execute(sql`select ${n}::int as ${sql.raw(marker)}`)).rows[0];
      const held = async () =>
        ((await db.execute(sql`select statement from pg_prepared_statements where statement like ${'%probe_lru%'} and statement not like ${'%pg_prepared_statements%'}`)).rows as { statement: string }[])
          .map((row) => row.statement.match(/probe_lru_\w/)?.[0])
          .sort();
      for (const marker of ['probe_lru_a', 'probe_lru_b'] as const) for (const n of [1, 2]) await run(marker, n);
      expect(await held()).toEqual(['probe_lru_a', 'probe_lru_b']);
      // The read of pg_prepared_statements above took a name too (its second run): a and b are both older.
      await run('probe_lru_c', 1);
      expect(await run('probe_lru_c', 2)).toEqual({ probe_lru_c: 2 });
      const after = await held();
      expect(after).toContain('probe_lru_c');
      expect(after.length).toBeLessThanOrEqual(1);
      for (const n of [3, 4, 5]) expect(await run('probe_lru_a', n)).toEqual({ probe_lru_a: n });
      expect(await held()).toContain('probe_lru_a');
    } finally {
      await small.close();
    }
  });
});
