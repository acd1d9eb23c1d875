import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PRIVILEGES } from '@contract/privileges';
import type { RouteAccess } from '../../../server/lib/route-access';
import { sql } from 'drizzle-orm';
import { runSql, sessionFor } from '../helpers/support';
import { excludes, registeredRoutes, type RegisteredRoute } from '../helpers/registered-routes';
import { testApp, testDatabase } from '../helpers/test-server';

interface Route {
  method: string;
  url: string;
  access: RouteAccess;
}

const DEMO_ACCOUNTS = ['admin', 'operator', 'company', 'agency'];
// Lists that are not named …list / …lists / …page: the park order list and the bell's count (issue 22's table).
const ALSO_LISTS = new Set(['POST /api/v1/admin/ps/order', 'GET /api/v1/message/unread/count']);
const LIST_PATH = /(list|lists|page)$/i;
// Issue 22 asks for two statements per list (page with total, session when not cached). The page and its count are
// still two statements: folding the count into the page (an InitPlan subquery) put the count's sequential scan into
// the page plans that the plans-at-size tests pin, and was taken back. Until then every list may read three, and the
// lists that read more are named with what their extra statements read; the test fails when one gets worse or another
// list joins them.
const ALLOWED = 2;
const KNOWN_OVER: Record<string, { max: number; why: string }> = {};
const name = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

async function listRoutes(): Promise<Route[]> {
  const isList = (r: RegisteredRoute): r is Route => Boolean(r.access) && (LIST_PATH.test(r.url) || ALSO_LISTS.has(name(r)));
  return (await registeredRoutes()).filter(isList);
}

interface Account {
  username: string;
  userType: number;
  privileges: string[];
}

async function account(username: string): Promise<Account> {
  const [user] = (await runSql(sql`select id, user_type from users where username = ${username}`)).rows as { id: number; user_type: number }[];
  if (!user) throw new Error(`no demo account ${username}`);
  const privileges = user.user_type === 0
    ? Object.values(PRIVILEGES).map((p) => p.code)
    : ((await runSql(sql`select p.code from user_parks up join role_privileges rp on rp.role_id = up.role_id
        join privileges p on p.id = rp.privilege_id where up.user_id = ${user.id}`)).rows as { code: string }[]).map((r) => r.code);
  return { username, userType: user.user_type, privileges };
}

const admits = (access: RouteAccess, caller: Account) => !excludes(access, caller);

// Counts the statements the database client runs, on the shared test database.
async function statementCounter() {
  const { db } = await testDatabase();
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function counted(this: unknown, ...args: unknown[]) {
    seen.push(String(args[0]));
    return original.apply(this, args);
  };
  return { seen, restore: () => (client.query = original) };
}

describe('the statements each list reads', () => {
  let app: FastifyInstance;
  let routes: Route[];
  beforeAll(async () => {
    routes = await listRoutes();
    app = await testApp();
  });
  afterAll(() => app.close());

  it('finds the lists', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it('reads at most a page, its count and a session not yet cached, or names why', async () => {
    const over: string[] = [];
    const measured = new Set<string>();
    for (const username of DEMO_ACCOUNTS) {
      const caller = await account(username);
      const token = (await sessionFor(username)).access_token;
      for (const route of routes) {
        if (!admits(route.access, caller) || route.url.includes(':')) continue;
        const counter = await statementCounter();
        let res;
        try {
          res = await app.inject({
            method: route.method as 'GET',
            url: route.url,
            headers: { authorization: `Bearer ${token}` },
            ...(route.method === 'POST' ? { payload: { pageNum: 1, pageSize: 10 } } : {}),
          });
        } finally {
          counter.restore();
        }
        const code = res.json().code;
        const allowed = KNOWN_OVER[name(route)]?.max ?? ALLOWED;
        if (code === 1) measured.add(name(route));
        if (code === 1 && process.env.PRINT_STATEMENTS) console.log(`STATEMENTS ${counter.seen.length} ${username} ${name(route)}`);
        if (code === 1 && counter.seen.length > allowed) over.push(`${username} ${name(route)}: ${counter.seen.length} statements\n  ${counter.seen.map((q) => q.replace(/\s+/g, ' ').slice(0, 160)).join('\n  ')}`);
      }
    }
    expect(over).toEqual([]);
    // Lists that need an id in the path or the body are not reached by this walk; these are (the table of issue 22 among them).
    expect(measured.size).toBeGreaterThanOrEqual(35);
    for (const listed of ['POST /api/v1/admin/park/list', 'POST /api/v1/admin/logs/list', 'POST /api/v1/enterprise/lists', 'POST /api/v1/admin/ps/order', 'GET /api/v1/message/unread/count']) {
      expect(measured, listed).toContain(listed);
    }
  });

  it('reads no session while it is cached (SESSION_CACHE_MS)', async () => {
    const cached = await testApp({ sessionCacheMs: 500 });
    try {
      const token = (await sessionFor('operator')).access_token;
      const unread = () => cached.inject({ method: 'GET', url: '/api/v1/message/unread/count', headers: { authorization: `Bearer ${token}` } });
      expect((await unread()).json().code).toBe(1);
      const counter = await statementCounter();
      try {
        expect((await unread()).json().code).toBe(1);
      } finally {
        counter.restore();
      }
      expect(counter.seen).toHaveLength(1);
    } finally {
      await cached.close();
    }
  });
});
