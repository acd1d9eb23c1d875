import { describe, expect, it } from 'vitest';
import type { EmbeddedPGlite } from '../../../server/db/embedded-pglite';
import { testDatabase } from '../helpers/test-server';
import { signal } from '../helpers/signal';

// The backup's window (server/backup/snapshot.ts): it opens only between transactions, and statements asked for
// while it is open wait until it closes.
describe('the embedded engine at rest', () => {
  it('opens after a running transaction commits, and holds later statements until it closes', async () => {
    const pg = ((await testDatabase()).db as unknown as { $client: EmbeddedPGlite }).$client;
    // A temporary table: the shared test database's reset knows only the public tables.
    await pg.exec('create temp table while_idle (n int)');
    try {
      const events: string[] = [];
      const inside = signal();
      const commit = signal();
      const transaction = pg.transaction(async (tx) => {
        await tx.query('insert into while_idle values (1)');
        inside.fire();
        await commit.promise;
        await tx.query('insert into while_idle values (2)');
        events.push('commit');
      });
      await inside.promise;
      const entered = signal();
      const close = signal();
      const window = pg.whileIdle(async () => {
        events.push(`window sees ${pg.isInTransaction() ? 'a transaction' : 'no transaction'}`);
        entered.fire();
        await close.promise;
        events.push('window closes');
      });
      const later = pg
        .query<{ n: number }>('select count(*)::int as n from while_idle')
        .then((r) => events.push(`later reads ${r.rows[0]!.n}`));
      commit.fire();
      await entered.promise;
      expect(events).toEqual(['commit', 'window sees no transaction']);
      close.fire();
      await Promise.all([transaction, window, later]);
      expect(events).toEqual(['commit', 'window sees no transaction', 'window closes', 'later reads 2']);
    } finally {
      await pg.exec('drop table while_idle');
    }
  });
});
