import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { ROOT } from '../../../scripts/harness';
import { PGliteThread } from '../../../server/db/pglite-thread';
import { isUniqueViolation } from '../../../server/lib/db';
import { notifySessions, type BusEvent } from '../../../server/lib/message-bus';
import { messageBusFor } from '../../../server/lib/message-bus-for';
import { signal } from '../helpers/signal';

// The embedded engine on its own thread (server/db/pglite-thread.ts), as `npm start` runs it: drizzle's calls,
// transactions, errors, LISTEN, the backup's idle window, upkeep, and this thread left free while a statement runs.
describe('the embedded engine on a thread of its own', () => {
  let folder: string;
  let engine: PGliteThread;
  let database: Database;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'park-thread-'));
    // The server build's engine script and cluster image (the server project's global setup makes both), as `npm
    // start` runs them.
    const built = path.join(ROOT, 'dist-server');
    engine = new PGliteThread(path.join(folder, 'pg'), { image: path.join(built, 'pg-image'), script: path.join(built, 'pglite-engine.js') });
    database = await openDatabase(path.join(folder, 'pg'), { engine });
    await database.execScript('create table t (id int primary key, name text not null)');
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('runs drizzle statements with values, and a refused one keeps its PostgreSQL code', async () => {
    await database.db.execute(sql`insert into t values (${1}, ${'一'}), (${2}, ${'二'})`);
    const rows = await database.db.execute<{ id: number; name: string }>(sql`select id, name from t where id >= ${1} order by id`);
    expect(rows.rows).toEqual([
      { id: 1, name: '一' },
      { id: 2, name: '二' },
    ]);
    const refused = await database.db.execute(sql`insert into t values (${1}, ${'again'})`).catch((error: unknown) => error);
    expect(isUniqueViolation(refused)).toBe(true);
  });

  it('commits a transaction, rolls back one that throws and a savepoint inside one', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (${10}, ${'kept'})`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into t values (${11}, ${'undone'})`);
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
    });
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into t values (${12}, ${'rolled back'})`);
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);
    expect(failed).toBe('roll back');
    const ids = await engine.query<{ id: number }>('select id from t where id >= 10 order by id');
    expect(ids.rows.map((row) => row.id)).toEqual([10]);
  });

  it('holds a statement from outside until the open transaction ends', async () => {
    const events: string[] = [];
    const inside = signal();
    const finish = signal();
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (${20}, ${'in flight'})`);
      inside.fire();
      await finish.promise;
      events.push('commit');
    });
    await inside.promise;
    const outside = engine.query<{ n: number }>('select count(*)::int as n from t where id = 20').then((result) => events.push(`outside reads ${result.rows[0]!.n}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual([]);
    finish.fire();
    await Promise.all([transaction, outside]);
    expect(events).toEqual(['commit', 'outside reads 1']);
  });

  it('delivers a notification after the transaction that sent it commits', async () => {
    const bus = messageBusFor(database.db);
    const heard: BusEvent[] = [];
    const arrived = signal();
    const remove = await bus.subscribe({
      event: (event) => {
        heard.push(event);
        arrived.fire();
      },
      resync: () => undefined,
    });
    try {
      await database.db.transaction(async (tx) => {
        await notifySessions(tx, [7]);
        await new Promise((resolve) => setTimeout(resolve, 30));
        expect(heard).toEqual([]);
      });
      await arrived.promise;
      expect(heard).toEqual([{ kind: 'session', userId: 7 }]);
    } finally {
      remove();
      await bus.close();
    }
  });

  it('runs the backup window while no statement runs, with the folder', async () => {
    const events: string[] = [];
    const close = signal();
    const window = database.whileIdle!(async (at) => {
      events.push(`window on ${path.basename(at)}`);
      await close.promise;
      events.push('window closes');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const later = engine.query('select 1').then(() => events.push('later runs'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['window on pg']);
    close.fire();
    await Promise.all([window, later]);
    expect(events).toEqual(['window on pg', 'window closes', 'later runs']);
  });

  it('runs upkeep on the engine thread', async () => {
    const upkeep = database.keepUp!(60 * 60_000, (error) => {
      throw error;
    });
    try {
      expect(await upkeep.run()).toBe(true);
      expect(await upkeep.run()).toBe(false);
    } finally {
      upkeep.stop();
    }
  });

  it('leaves this thread free while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    const started = performance.now();
    await engine.query('select count(*) from generate_series(1, 1000000)');
    const took = performance.now() - started;
    clearInterval(timer);
    // Run on this thread, the statement would hold the event loop and no tick would fire until it ended.
    expect(took).toBeGreaterThan(60);
    expect(ticks).toBeGreaterThanOrEqual(3);
  });
});

describe('an engine thread that stops', () => {
  it('refuses every call and settles `failed`, so the server can stop instead of answering without its database', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'park-thread-stops-'));
    // A stand-in engine that opens, then dies with the process code 3 (as a crashed engine would end its thread).
    const script = path.join(folder, 'dies.mjs');
    fs.writeFileSync(script, "import { parentPort } from 'node:worker_threads'; parentPort.postMessage({ event: 'ready' }); setTimeout(() => process.exit(3), 20);");
    try {
      const engine = new PGliteThread(path.join(folder, 'pg'), { script });
      await engine.ready;
      const failure = await engine.failed;
      expect(failure.message).toContain('exit code 3');
      await expect(engine.query('select 1')).rejects.toThrow('exit code 3');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
