import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PRIVILEGES } from '@contract/privileges';
import { buildApp } from '../../../server/app';
import { countRows, runSql, sessionFor } from '../helpers/support';
import { excludes, registeredRoutes, type RegisteredRoute } from '../helpers/registered-routes';
import { testApp, testConfig, testDatabase } from '../helpers/test-server';
import { setOperatorCodes } from './access-kit';

type Route = RegisteredRoute;

const DEMO_ACCOUNTS = ['admin', 'operator', 'company', 'newcompany', 'agency'];
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

const name = (r: Route) => `${r.method} ${r.url}`;
// Any value fits a path parameter: the access gate answers before validation.
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');

describe('every route declares who may call it, and the declaration holds', () => {
  let routes: Route[];
  let app: FastifyInstance;
  beforeAll(async () => {
    routes = await registeredRoutes();
    app = await testApp();
  });
  afterAll(() => app.close());

  function send(route: Route, token: string | null) {
    return app.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(WITH_BODY.has(route.method) ? { payload: {} } : {}),
    });
  }

  it('finds a declaration on every route', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => !r.access).map(name)).toEqual([]);
  });

  it('refuses to register an API route without a declaration', async () => {
    const bare = await buildApp({ config: testConfig(), db: (await testDatabase()).db });
    expect(() => bare.get('/api/test/undeclared', async () => null)).toThrow(/GET \/api\/test\/undeclared declares no access/);
    await bare.close();
  });

  it('answers 401 4001 to a caller without a session on every route that is not public', { timeout: 120_000 }, async () => {
    for (const route of routes) {
      if (!route.access || 'public' in route.access) continue;
      const res = await send(route, null);
      expect(res.statusCode, name(route)).toBe(401);
      expect(res.json().code, name(route)).toBe('4001');
    }
  });

  it('answers 403 and writes nothing for every demo account a declaration excludes', { timeout: 120_000 }, async () => {
    await setOperatorCodes([]);
    let refused = 0;
    for (const username of DEMO_ACCOUNTS) {
      const [user] = (await runSql(sql`select id, user_type from users where username = ${username}`)).rows as { id: number; user_type: number }[];
      if (!user) throw new Error(`no demo account ${username}`);
      const privileges = user.user_type === 0
        ? Object.values(PRIVILEGES).map((p) => p.code)
        : ((await runSql(sql`select p.code from user_parks up join role_privileges rp on rp.role_id = up.role_id
            join privileges p on p.id = rp.privilege_id where up.user_id = ${user.id}`)).rows as { code: string }[]).map((r) => r.code);
      const account = { userType: user.user_type, privileges };
      const token = (await sessionFor(username)).access_token;
      for (const route of routes) {
        if (!route.access || !excludes(route.access, account)) continue;
        const before = await countRows('operation_logs');
        const res = await send(route, token);
        expect(res.statusCode, `${username} ${name(route)}: ${res.body}`).toBe(403);
        expect(res.json().msg, `${username} ${name(route)}`).toBe('权限不足');
        expect(await countRows('operation_logs'), `${username} ${name(route)} wrote a log row`).toBe(before);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(100);
  });

  it('answers front and agent callers 403 on every admin call', { timeout: 120_000 }, async () => {
    const admin = /^\/api\/v1\/(admin|role|levelUserRole|privilege|menu\/(allTree|addMenu|deleteMenu|setMenuPrivilege)|customerServiceManager)\//;
    // The one customerServiceManager call made for companies: their own manager's commitment.
    const forCompanies = '/api/v1/customerServiceManager/commitment/company';
    for (const username of ['company', 'newcompany', 'agency']) {
      const token = (await sessionFor(username)).access_token;
      for (const route of routes.filter((r) => admin.test(r.url) && r.url !== forCompanies)) {
        expect((await send(route, token)).statusCode, `${username} ${name(route)}`).toBe(403);
      }
    }
  });
});
