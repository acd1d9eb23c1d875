import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
