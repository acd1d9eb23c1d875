import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { seedDemo } from '../../../server/seed';
import { sendMessage } from '../../../server/lib/messages';
import { loginAs, type Tokens } from '../helpers/auth';
import { openStream, type OpenStream } from '../helpers/sse';
import { testConfig } from '../helpers/test-server';
import { findPostgresBin, startLocalPostgres, type LocalPostgres } from './local-postgres';

const bin = findPostgresBin();
if (!bin && process.env.CI) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');

// Two server instances on one PostgreSQL, each with its own pool and listener, as behind a load balancer: a message
// written through one reaches a stream open on the other (LISTEN/NOTIFY), and a dropped listener comes back.
describe.skipIf(!bin)('messages pushed across instances on PostgreSQL', () => {
  let pg: LocalPostgres | null = null;
  const databases: Database[] = [];
  let writer: FastifyInstance;
  let reader: FastifyInstance;
  let readerBase: string;
  let operator: Tokens;
  let operatorId: number;
  const opened: OpenStream[] = [];

  const instance = async () => {
    const database = await openDatabase((pg as LocalPostgres).url);
    databases.push(database);
    const app = await buildApp({ config: testConfig(), db: database.db });
    await app.listen({ host: '127.0.0.1', port: 0 });
    return app;
  };
  const baseOf = (app: FastifyInstance) => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return `http://127.0.0.1:${address.port}`;
  };
  // Written by the writer instance, in a transaction, as a change writes it.
  const write = async (title: string, fail = false): Promise<number> => {
    const [db] = databases;
    if (!db) throw new Error('no database');
    return db.db.transaction(async (tx) => {
      await sendMessage(tx, [operatorId], { kind: 'companyApplied', title });
      const [row] = (await tx.execute(sql`select max(id)::int as id from messages where user_id = ${operatorId}`)).rows as { id: number }[];
      if (fail) throw new Error('rolled back');
      return row?.id ?? 0;
    });
  };

  beforeAll(async () => {
    pg = await startLocalPostgres(bin as string);
    const setup = await openDatabase(pg.url);
    await setup.migrate();
    await seedDemo(setup.db, testConfig());
    await setup.close();
    writer = await instance();
    reader = await instance();
    readerBase = baseOf(reader);
    operator = await loginAs(writer, 'operator');
    const [row] = (await (databases[0] as Database).db.execute(sql`select id from users where username = 'operator'`)).rows as { id: number }[];
    operatorId = Number(row?.id);
  }, 120_000);

  afterAll(async () => {
    for (const stream of opened) stream.close();
    await writer?.close();
    await reader?.close();
    for (const database of databases) await database.close();
    await pg?.stop();
  });

  const open = async (base: string, lastEventId?: number) => {
    const stream = await openStream(base, operator.access_token, lastEventId);
    opened.push(stream);
    return stream;
  };

  it('pushes a message written on one instance to a stream on the other within a second, never a rolled-back one', async () => {
    const stream = await open(readerBase);
    expect(stream.status).toBe(200);
    await expect(write('回滚的消息', true)).rejects.toThrow('rolled back');
    const started = performance.now();
    const id = await write('另一实例写入的消息');
    const pushed = await stream.next();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(pushed).toMatchObject({ id, message: { title: '另一实例写入的消息' } });
    stream.close();
  });

  it('resumes on the other instance from the last id seen', async () => {
    const first = await open(baseOf(writer));
    const seen = await write('第一条');
    expect((await first.next())?.id).toBe(seen);
    first.close();
    const missed = await write('断开时的消息');
    const again = await open(readerBase, seen);
    expect((await again.next())?.id).toBe(missed);
    again.close();
  });

  it('listens again when its connection drops, and sends what was written meanwhile', async () => {
    const stream = await open(readerBase);
    const [db] = databases;
    // The listeners' backends (both instances'): ended as a failover or an idle-connection killer would.
    const ended = await (db as Database).db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    expect(ended.rows.length).toBeGreaterThan(0);
    const id = await write('监听断开时写入的消息');
    expect(await stream.next()).toMatchObject({ id, message: { title: '监听断开时写入的消息' } });
    stream.close();
  });
});
