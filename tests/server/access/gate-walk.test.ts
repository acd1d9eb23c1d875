import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messageStreamCalls } from '@contract/calls/messages';
import { hostKeyOf } from '@contract/host-kinds';
import { PRIVILEGES, type PrivilegeKey } from '@contract/privileges';
import { SCREENS, type ScreenName } from '@contract/screens/catalogue';
import type { Tokens } from '../helpers/auth';
import { registeredRoutes, type RegisteredRoute } from '../helpers/registered-routes';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { idOf, operatorParkId } from './access-kit';

// Issue 21 point 8: every registered call, as every host kind and as roles holding a single privilege, answers 403
// exactly when its declaration shuts the caller out, and a refused call writes nothing. The expectation is worked out
// here from the declaration and the catalogue, not through the server's own rule.

interface Account {
  label: string;
  username: string;
  userType: number;
  /** Menu paths the role holds; null: every one (the platform admin). */
  menus: string[] | null;
  codes: string[];
}

// A path parameter of 0 and a body that is no object fail validation, so a call the gate lets through is answered
// by validation (or its handler, for a call without input) and never by a service's own refusal.
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '0').replace(/\*$/, 'x');
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const name = (route: RegisteredRoute) => `${route.method} ${route.url}`;
// Ends the caller's session: walked last.
const LOGOUT = 'POST /api/v1/user/logout';
// An admitted stream stays open until its reader leaves: the walk checks its refusals and does not open it.
const STREAMS = new Set([`${messageStreamCalls.stream.method} /api/${messageStreamCalls.stream.path}`]);

function menuOf(screen: ScreenName): string | null {
  const declaration = SCREENS[screen] as { manageMenu?: unknown; parent?: string };
  if (declaration.manageMenu) return screen;
  return declaration.parent ? menuOf(declaration.parent as ScreenName) : null;
}

function opens(screen: ScreenName, account: Account): boolean {
  const declaration = SCREENS[screen] as { hosts: readonly string[]; privilege?: PrivilegeKey };
  if (!declaration.hosts.includes('manage')) return false;
  if (declaration.privilege && !account.codes.includes(PRIVILEGES[declaration.privilege].code)) return false;
  // A site gate (0108) opens its screens without their menu entry.
  if (declaration.privilege && PRIVILEGES[declaration.privilege].opens === null) return true;
  const menu = menuOf(screen);
  return !menu || !account.menus || account.menus.includes(menu);
}

function admits(route: RegisteredRoute, account: Account): boolean {
  const access = route.access;
  if (!access || 'public' in access) return true;
  const host = hostKeyOf(account.userType);
  if (!access.hosts.includes(host)) return false;
  if (access.privilege && !account.codes.includes(PRIVILEGES[access.privilege].code)) return false;
  if (host !== 'manage' || !access.screens) return true;
  return access.screens.some((screen) => opens(screen, account));
}

// One role per case: exactly one privilege code, with or without the menu entry it belongs to.
const SINGLE: { label: string; code: PrivilegeKey | null; menus: ScreenName[] }[] = [
  { label: 'role holding only 0101 with 园区管理', code: 'parkAdmin', menus: ['park'] },
  { label: 'role holding only 0104, menus of a 客服经理', code: 'contentPublish', menus: ['settlecompany', 'companySuggest', 'serviceOrder', 'advice-order'] },
  { label: 'role holding only 0105 without any menu', code: 'orderRouting', menus: [] },
];

async function makeRole(label: string, code: PrivilegeKey | null, menus: string[], park: number, index: number): Promise<Account> {
  const role = await idOf(sql`insert into roles (name, level, description) values (${`走查${index}`}, 3, ${label}) returning id`);
  for (const path of menus) await runSql(sql`insert into role_menus (role_id, menu_id) select ${role}, id from menus where path = ${path}`);
  if (code) await runSql(sql`insert into role_privileges (role_id, privilege_id) select ${role}, id from privileges where code = ${PRIVILEGES[code].code}`);
  const username = `gate-walk-${index}`;
  const user = await idOf(sql`insert into users (username, password_hash, user_type, nickname) values (${username}, 'x', 8, ${label}) returning id`);
  await runSql(sql`insert into user_parks (user_id, park_id, role_id) values (${user}, ${park}, ${role})`);
  return { label, username, userType: 8, menus, codes: code ? [PRIVILEGES[code].code] : [] };
}

async function demoAccount(username: string): Promise<Account> {
  const [user] = (await runSql(sql`select id, user_type from users where username = ${username}`)).rows as { id: number; user_type: number }[];
  if (!user) throw new Error(`no demo account ${username}`);
  if (user.user_type === 0) return { label: username, username, userType: 0, menus: null, codes: Object.values(PRIVILEGES).map((p) => p.code) };
  const grant = async (query: ReturnType<typeof sql>) => ((await runSql(query)).rows as { v: string }[]).map((r) => r.v);
  return {
    label: username,
    username,
    userType: user.user_type,
    menus: await grant(sql`select m.path as v from user_parks up join role_menus rm on rm.role_id = up.role_id join menus m on m.id = rm.menu_id where up.user_id = ${user.id}`),
    codes: await grant(sql`select p.code as v from user_parks up join role_privileges rp on rp.role_id = up.role_id join privileges p on p.id = rp.privilege_id where up.user_id = ${user.id}`),
  };
}

// Every row written to a public table during a refused call lands in gate_walk.writes (row triggers, dropped after):
// row, not statement, triggers, so a background sweep that updates no row is not taken for the call's write.
// The walks take longer than one test's default on a loaded machine: each is a few hundred calls.
const WALK_TIMEOUT = 180_000;

async function trackWrites() {
  await runSql(sql`create schema if not exists gate_walk`);
  await runSql(sql`create table if not exists gate_walk.writes (name text)`);
  await runSql(sql.raw(`create or replace function gate_walk.mark() returns trigger language plpgsql as $$
    begin insert into gate_walk.writes values (tg_table_name); return null; end $$`));
  await runSql(sql.raw(`do $$ declare t text; begin
    for t in select tablename from pg_tables where schemaname = 'public' loop
      execute format('create trigger zz_gate_walk after insert or update or delete on public.%I for each row execute function gate_walk.mark()', t);
    end loop; end $$`));
}

async function untrackWrites() {
  await runSql(sql.raw(`do $$ declare t text; begin
    for t in select tablename from pg_tables where schemaname = 'public' loop
      execute format('drop trigger if exists zz_gate_walk on public.%I', t);
    end loop; end $$`));
  await runSql(sql`drop schema gate_walk cascade`);
}

const writesSince = async () => ((await runSql(sql`delete from gate_walk.writes returning name`)).rows as { name: string }[]).map((r) => r.name);

describe('the host and privilege gates hold on every call, reads as writes', () => {
  let app: FastifyInstance;
  let routes: RegisteredRoute[];
  beforeAll(async () => {
    routes = (await registeredRoutes()).sort((a, b) => Number(name(a) === LOGOUT) - Number(name(b) === LOGOUT));
    // The export and import sweepers must not run between a call and its check: an hour between beats.
    app = await testApp({ taskHeartbeatMs: 3_600_000 });
    await trackWrites();
  }, WALK_TIMEOUT);
  afterAll(async () => {
    await untrackWrites();
    await app.close();
  });

  function send(route: RegisteredRoute, tokens: Tokens | null) {
    return app.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: tokens ? { authorization: `Bearer ${tokens.access_token}` } : {},
      ...(WITH_BODY.has(route.method) ? { payload: [] } : {}),
    });
  }

  async function walk(account: Account, tokens: Tokens, only: (route: RegisteredRoute) => boolean = () => true) {
    const seen = { refused: 0, admitted: 0 };
    for (const route of routes.filter(only)) {
      if (!route.access || 'public' in route.access) continue;
      const expected = !admits(route, account);
      if (!expected && STREAMS.has(name(route))) {
        seen.admitted += 1;
        continue;
      }
      if (expected) await writesSince();
      const res = await send(route, tokens);
      const refused = res.statusCode === 403 && res.json().msg === '权限不足';
      expect(refused, `${account.label} ${name(route)}: ${res.statusCode} ${res.body.slice(0, 120)}`).toBe(expected);
      expect(res.statusCode, `${account.label} ${name(route)}`).not.toBe(401);
      if (expected) expect(await writesSince(), `${account.label} ${name(route)} wrote`).toEqual([]);
      seen[expected ? 'refused' : 'admitted'] += 1;
    }
    return seen;
  }

  it('sees a write to any table (so a refused call that wrote would be caught)', async () => {
    await writesSince();
    await runSql(sql`update parks set name = name where id = ${await operatorParkId()}`);
    expect(await writesSince()).toEqual(['parks']);
  });

  it('answers 401 to nobody on every call that is not public, writing nothing', async () => {
    for (const route of routes) {
      if (!route.access || 'public' in route.access) continue;
      await writesSince();
      const res = await send(route, null);
      expect(res.statusCode, name(route)).toBe(401);
      expect(await writesSince(), `${name(route)} wrote`).toEqual([]);
    }
  }, WALK_TIMEOUT);

  it.each(['admin', 'operator', 'company', 'newcompany', 'agency'])('admits and refuses %s exactly as declared', async (username) => {
    const park = await operatorParkId();
    const account = await demoAccount(username);
    const seen = await walk(account, await sessionFor(username, username === 'admin' ? park : null));
    expect(seen.admitted, `${username} reaches calls`).toBeGreaterThan(10);
    if (username !== 'admin') expect(seen.refused, `${username} is refused some`).toBeGreaterThan(10);
  }, WALK_TIMEOUT);

  it.each(SINGLE.map((role, index) => ({ ...role, index })))('admits and refuses a $label exactly as declared, reads as writes', async ({ label, code, menus, index }) => {
    const park = await operatorParkId();
    const manage = (route: RegisteredRoute) => Boolean(route.access && 'hosts' in route.access && route.access.hosts.includes('manage'));
    const account = await makeRole(label, code, menus, park, index);
    const seen = await walk(account, await sessionFor(account.username, park), manage);
    expect(seen.refused, label).toBeGreaterThan(50);
  }, WALK_TIMEOUT);

  it('refuses the reads of 楼宇管理 to a customer-service manager, and lets 园区管理 read them', async () => {
    const park = await operatorParkId();
    const manager = await makeRole('客服经理', 'orderRouting', ['settlecompany', 'companySuggest', 'serviceOrder', 'advice-order'], park, 9);
    const estate = await makeRole('楼宇', null, ['park'], park, 10);
    const reads = [`v1/park/estate/tree/${park}`, `v1/park/building/select/list/${park}`, 'v1/admin/park/import/template'];
    for (const url of reads) {
      const as = async (username: string) => (await app.inject({ url: `/api/${url}`, headers: { authorization: `Bearer ${(await sessionFor(username, park)).access_token}` } })).statusCode;
      expect(await as(manager.username), url).toBe(403);
      expect(await as(estate.username), url).toBe(200);
    }
    const history = await app.inject({ method: 'POST', url: '/api/v1/admin/park/import/task/list', payload: { parkId: park }, headers: { authorization: `Bearer ${(await sessionFor(manager.username, park)).access_token}` } });
    expect(history.statusCode).toBe(403);
  });
});
