import { sql } from 'drizzle-orm';
import pgDriver from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { nameStatements } from '../../../server/db/named-statements';
import { seedDemo } from '../../../server/seed';
import { testConfig } from '../helpers/test-server';
import { basicAuth } from '../helpers/auth';
import { compareCompiledLists } from '../db/compiled-lists';
import { findPostgresBin, startLocalPostgres, type LocalPostgres } from './local-postgres';

const bin = findPostgresBin();
if (!bin && process.env.CI) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');

// The same migrations, seed and API on a real PostgreSQL server (DATABASE_URL), not only on PGlite.
describe.skipIf(!bin)('on PostgreSQL', () => {
  let pg: LocalPostgres | null = null;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    pg = await startLocalPostgres(bin as string);
    database = await openDatabase(pg.url);
    await database.migrate();
    await seedDemo(database.db, testConfig(), { analyze: true });
    app = await buildApp({ config: testConfig(), db: database.db });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await pg?.stop();
  });

  it('migrates and seeds, and seeding again changes nothing', async () => {
    const count = async () => (await database.db.execute(sql`select count(*)::int as n from users`)).rows[0] as { n: number };
    const before = await count();
    expect(before.n).toBeGreaterThanOrEqual(5);
    expect(await seedDemo(database.db, testConfig())).toBe(false);
    expect(await count()).toEqual(before);
  });

  it('analyzes the tables it seeded, which autovacuum leaves alone under 50 changed rows', async () => {
    // reltuples is -1 until a table is first analyzed.
    const { rows } = await database.db.execute(
      sql`select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples < 0 order by relname`,
    );
    expect(rows).toEqual([]);
  });

  it('logs a demo account in and answers its menus', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { authorization: basicAuth },
      payload: { username: 'operator', password: 'Park@2026', grant_type: 'password', parkId: 0, userType: 8 },
    });
    const body = res.json();
    expect(body.code).toBe(1);
    const parks = await app.inject({
      method: 'POST',
      url: '/api/v1/user/user/belong/park',
      headers: { authorization: `Bearer ${body.data.access_token}` },
    });
    const [park] = parks.json().data;
    const menus = await app.inject({
      method: 'GET',
      url: `/api/v1/menu/getCurrentUserMenu/${park.id}`,
      headers: { authorization: `Bearer ${body.data.access_token}` },
    });
    expect(menus.json().data.length).toBeGreaterThan(0);
  });
  it('answers the company list: a manager’s own companies first, each with its rooms, manager and waiting change', async () => {
    const park = ((await database.db.execute(sql`select id from parks where name = '张江科创园'`)).rows[0] as { id: number }).id;
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { authorization: basicAuth },
      payload: { username: 'operator', password: 'Park@2026', grant_type: 'password', parkId: park, userType: 8 },
    });
    const list = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/v1/enterprise/lists', headers: { authorization: `Bearer ${login.json().data.access_token}` }, payload });
    const { code, data } = (await list({})).json();
    expect(code).toBe(1);
    expect(data.total).toBe(6);
    const rows = data.list as { name: string; mine: boolean; managerName: string | null; rooms: { buildingName: string }[]; areaSqm: number }[];
    expect(rows.slice(0, 2).map((r) => [r.mine, r.managerName])).toEqual([[true, '张江园区运营'], [true, '张江园区运营']]);
    expect(rows.slice(2).every((r) => !r.mine)).toBe(true);
    // 星云 has a change to its legal person waiting for audit: no profile column changes.
    expect(rows.find((r) => r.name === '星云智能科技有限公司')).toMatchObject({ rooms: [expect.objectContaining({ buildingName: 'A座' })], areaSqm: expect.any(Number), changePending: true, pending: {} });
    const paged = [...(await list({ pageNum: 1, pageSize: 4 })).json().data.list, ...(await list({ pageNum: 2, pageSize: 4 })).json().data.list];
    expect(paged.map((r: { name: string }) => r.name)).toEqual(rows.map((r) => r.name));
  });

  it('passes a caller’s parks to the park and log lists as one int[] value: the rows of the IN lists they replace', async () => {
    const { differences, withRows, calls, parkTexts, logTexts } = await compareCompiledLists(database.db);
    expect(differences).toEqual([]);
    expect(withRows).toBeGreaterThan(calls / 3);
    expect(parkTexts).toHaveLength(1);
    expect(logTexts).toHaveLength(1);
  });

  it('prepares each parameterized statement run again once per connection, named by its text, and reuses it', async () => {
    // One connection, so the statements are this connection's: inside a transaction drizzle keeps one client.
    const prepared = await database.db.transaction(async (tx) => {
      const park = (name: string) => tx.execute(sql`select id as probe_park from parks where name = ${name}`);
      await park('张江科创园');
      await park('中关村软件园');
      const one = () => tx.execute(sql`select 1 as probe_one where ${1} = 1`);
      await one();
      await one();
      await tx.execute(sql`select 2 as probe_once where ${1} = 1`);
      const { rows } = await tx.execute(sql`select name, statement from pg_prepared_statements where statement like ${'%probe%'} and statement not like ${'%pg_prepared_statements%'}`);
      return rows as { name: string; statement: string }[];
    });
    // A text is named at its second run; two runs of one text are one statement; two texts are two, each with a name of
    // its own; a text run once stays unnamed.
    expect(prepared.map((p) => p.statement.match(/probe_\w+/)?.[0]).sort()).toEqual(['probe_one', 'probe_park']);
    expect(new Set(prepared.map((p) => p.name)).size).toBe(2);
    expect(prepared.every((p) => /^s[\w-]{24}$/.test(p.name))).toBe(true);
  });

  it('holds at most its capacity of names per connection, deallocating the least recently used one', async () => {
    const client = new pgDriver.Client({ connectionString: (pg as LocalPostgres).url });
    await client.connect();
    try {
      nameStatements(client, 2);
      const run = async (marker: string, n: number) => (await client.query({ text: `select $1::int as ${marker}` }, [n])).rows[0];
      const held = async () =>
        ((await client.query(`select statement from pg_prepared_statements where statement like '%probe_lru%' and statement not like '%pg_prepared_statements%'`)).rows as { statement: string }[])
          .map((row) => row.statement.match(/probe_lru_\w/)?.[0])
          .sort();
      for (const marker of ['probe_lru_a', 'probe_lru_b', 'probe_lru_c']) for (const n of [1, 2]) await run(marker, n);
      expect(await held()).toEqual(['probe_lru_b', 'probe_lru_c']);
      // a was deallocated and forgotten by the client: named again at its second run, it is parsed again.
      for (const n of [3, 4, 5]) expect(await run('probe_lru_a', n)).toEqual({ probe_lru_a: n });
      expect(await held()).toEqual(['probe_lru_a', 'probe_lru_c']);
    } finally {
      await client.end();
    }
  });

  it('counts the sign-in limit once across two instances, each on its own connections', async () => {
    // The earlier sign-in of this file counted on the same key: the counters are the database's, not an app's.
    await database.db.execute(sql`delete from rate_limits`);
    const other = await openDatabase((pg as LocalPostgres).url);
    const limited = testConfig({ authRateLimit: 3 });
    const [one, two] = [await buildApp({ config: limited, db: database.db }), await buildApp({ config: limited, db: other.db })];
    try {
      const refused = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/user/login',
          headers: { authorization: 'Basic eDp5' },
          payload: { username: 'operator', password: 'x', grant_type: 'password', parkId: 0, userType: 8 },
        });
      const codes = await Promise.all([one, two, one, two, one, two].map(async (app) => (await refused(app)).statusCode));
      expect(codes.filter((c) => c === 401)).toHaveLength(3);
      expect(codes.filter((c) => c === 429)).toHaveLength(3);
    } finally {
      await one.close();
      await two.close();
      await other.close();
    }
  });
});
