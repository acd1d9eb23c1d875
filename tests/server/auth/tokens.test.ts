import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loginAs } from '../helpers/auth';
import { DEMO_PASSWORD, testApp } from '../helpers/test-server';
import { call, login, refresh, runSql, sessionFor } from '../helpers/support';

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const ME = '/api/v1/user/loginData';

describe('tokens and sessions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ authRateLimit: 1000 });
  });
  afterAll(() => app.close());

  it('stores only SHA-256 hashes of the tokens', async () => {
    const tokens = await loginAs(app, 'company');
    const result = await runSql(sql`select row_to_json(s)::text as row, access_hash, refresh_hash from auth_sessions s`);
    const rows = result.rows as { row: string; access_hash: string; refresh_hash: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.access_hash).toBe(sha256(tokens.access_token));
    expect(rows[0]?.refresh_hash).toBe(sha256(tokens.refresh_token));
    expect(rows[0]?.row).not.toContain(tokens.access_token);
    expect(rows[0]?.row).not.toContain(tokens.refresh_token);
  });

  it('refuses a call without a token or with an unknown one with 4001', async () => {
    const none = await app.inject({ method: 'GET', url: ME });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: '4001' });
    const unknown = await call(app, 'x'.repeat(43), ME);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: '4001' });
  });

  it('answers an expired access token with 401 code "401"', async () => {
    const tokens = await sessionFor('company');
    expect((await call(app, tokens, ME)).json().code).toBe(1);
    // Expire it in the database rather than by sleeping, so a busy machine cannot make the first call late.
    await runSql(sql`update auth_sessions set access_expires_at = now() - interval '1 second'`);
    const res = await call(app, tokens, ME);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: '401' });
  });

  it('ends the session on logout: access and refresh tokens both refused with 4001', async () => {
    const tokens = await sessionFor('operator');
    const out = await call(app, tokens, '/api/v1/user/logout', {});
    expect(out.json().code).toBe(1);
    const me = await call(app, tokens, ME);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: '4001' });
    const again = await refresh(app, tokens.refresh_token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: '4001' });
  });

  it('issues new tokens on every login, each session valid on its own', async () => {
    const first = await sessionFor('company');
    const second = await loginAs(app, 'company');
    expect(second.access_token).not.toBe(first.access_token);
    expect((await call(app, first, ME)).json().code).toBe(1);
    expect((await call(app, second, ME)).json().code).toBe(1);
  });

  it('rotates on refresh; within 30 s the previous refresh token returns the same pair, after it 4001', async () => {
    const tokens = await sessionFor('operator');
    const first = await refresh(app, tokens.refresh_token);
    expect(first.json().code).toBe(1);
    const pair = first.json().data;
    expect(pair.refresh_token).not.toBe(tokens.refresh_token);
    expect(pair.user.username).toBe('operator');
    expect(pair.privileges).toContain('0108');

    const replay = await refresh(app, tokens.refresh_token);
    expect(replay.json().data.access_token).toBe(pair.access_token);
    expect(replay.json().data.refresh_token).toBe(pair.refresh_token);

    const old = await call(app, tokens, ME);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: '401' });
    expect((await call(app, pair.access_token, ME)).json().code).toBe(1);

    await runSql(sql`update auth_sessions set rotated_at = now() - interval '31 seconds'`);
    const late = await refresh(app, tokens.refresh_token);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: '4001' });

    const next = await refresh(app, pair.refresh_token);
    expect(next.json().code).toBe(1);
    expect(next.json().data.refresh_token).not.toBe(pair.refresh_token);
  });

  it('gives two tabs refreshing at once the same new pair', async () => {
    const tokens = await sessionFor('company');
    const [a, b] = await Promise.all([
      refresh(app, tokens.refresh_token, { userType: 9 }),
      refresh(app, tokens.refresh_token, { userType: 9 }),
    ]);
    expect(a?.json().code).toBe(1);
    expect(b?.json().data).toEqual(a?.json().data);
  });

  it('refuses an expired refresh token with 4001', async () => {
    const tokens = await sessionFor('company');
    await runSql(sql`update auth_sessions set refresh_expires_at = now() - interval '1 second'`);
    const res = await refresh(app, tokens.refresh_token, { userType: 9 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: '4001' });
  });

  it('refuses a refresh for the wrong host kind and rotates nothing', async () => {
    const tokens = await sessionFor('company');
    const res = await refresh(app, tokens.refresh_token, { userType: 8 });
    expect(res.json()).toMatchObject({ code: 0, msg: expect.stringContaining('不是园区管理账号') });
    expect((await refresh(app, tokens.refresh_token, { userType: 9 })).json().code).toBe(1);
  });

  it('treats userType 8 with parkId 0 as a link login keeping the session park', async () => {
    const tokens = await sessionFor('admin', 2);
    const res = await refresh(app, tokens.refresh_token, { parkId: 0, userType: 8 });
    expect(res.json().code).toBe(1);
    const parks = await runSql(sql`select park_id from auth_sessions`);
    expect(parks.rows).toEqual([{ park_id: 2 }]);
  });

  it('ends every session of a frozen user at once', async () => {
    const tokens = await sessionFor('agency');
    await runSql(sql`update users set frozen = true where username = 'agency'`);
    const me = await call(app, tokens, ME);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: '4001', msg: '账号已被冻结，请联系管理员' });
    const again = await refresh(app, tokens.refresh_token, { userType: 9 });
    expect(again.json()).toMatchObject({ code: '4001', msg: '账号已被冻结，请联系管理员' });
    const fresh = await login(app, { username: 'agency', password: DEMO_PASSWORD, grant_type: 'password', userType: 9 });
    expect(fresh.json()).toMatchObject({ code: 0, msg: '账号已被冻结，请联系管理员' });
  });
});

// Issue 22: a caller read from its session is cached in each process for at most SESSION_CACHE_MS (≤ 1 s). Two app
// instances on one database: what one ends, the other refuses within a second. A change written straight to the
// database is what a write by an instance in another process looks like here (nothing evicts this process's cache).
describe('sessions cached in-process', () => {
  const CACHE_MS = 500;
  let one: FastifyInstance;
  let other: FastifyInstance;
  beforeAll(async () => {
    one = await testApp({ authRateLimit: 1000, sessionCacheMs: CACHE_MS });
    other = await testApp({ authRateLimit: 1000, sessionCacheMs: CACHE_MS });
  });
  afterAll(async () => {
    await one.close();
    await other.close();
  });

  // Polls the other instance until it ends the session; the time from the change until then.
  async function refusedWithin(token: string, code = '4001'): Promise<number> {
    const started = Date.now();
    for (;;) {
      const res = await call(other, token, ME);
      if (res.statusCode === 401 && res.json().code === code) return Date.now() - started;
      if (Date.now() - started > 3000) throw new Error(`still answered after 3 s: ${res.statusCode} ${res.body}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function warm(token: string): Promise<void> {
    expect((await call(other, token, ME)).json().code).toBe(1);
    expect((await call(other, token, ME)).json().code).toBe(1);
  }

  it('ends a session revoked by another process within a second', async () => {
    const token = (await sessionFor('operator')).access_token;
    await warm(token);
    await runSql(sql`update auth_sessions set revoked_at = now()`);
    expect(await refusedWithin(token)).toBeLessThan(1000);
  });

  it('ends a session logged out on one instance on the other within a second', async () => {
    const tokens = await loginAs(one, 'company');
    await warm(tokens.access_token);
    expect((await call(one, tokens, '/api/v1/user/logout', {})).json().code).toBe(1);
    expect(await refusedWithin(tokens.access_token)).toBeLessThan(1000);
  });

  it('ends the sessions of an account frozen by another process within a second, with the freeze as the reason', async () => {
    const token = (await sessionFor('agency')).access_token;
    await warm(token);
    await runSql(sql`update users set frozen = true where username = 'agency'`);
    await runSql(sql`update auth_sessions set revoked_at = now() where user_id = (select id from users where username = 'agency')`);
    expect(await refusedWithin(token)).toBeLessThan(1000);
    expect((await call(other, token, ME)).json().msg).toBe('账号已被冻结，请联系管理员');
  });

  it('ends the other sessions of a password change made by another process within a second', async () => {
    const token = (await sessionFor('company')).access_token;
    await warm(token);
    await runSql(sql`update users set password_hash = 'changed' where username = 'company'`);
    await runSql(sql`update auth_sessions set revoked_at = now() where user_id = (select id from users where username = 'company')`);
    expect(await refusedWithin(token)).toBeLessThan(1000);
  });

  it('takes a privilege away within a second on another instance', async () => {
    const token = (await sessionFor('operator')).access_token;
    const logs = () => call(other, token, '/api/v1/admin/logs/export', {});
    expect((await logs()).statusCode).toBe(200);
    await runSql(sql`delete from role_privileges where role_id in (select role_id from user_parks where user_id = (select id from users where username = 'operator'))`);
    const started = Date.now();
    while ((await logs()).statusCode !== 403) {
      if (Date.now() - started > 3000) throw new Error('privilege still held after 3 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
