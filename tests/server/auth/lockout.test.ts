import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, testApp } from '../helpers/test-server';
import { login, runSql } from '../helpers/support';

const attempt = (app: FastifyInstance, password: string) =>
  login(app, { username: 'company', password, grant_type: 'password', parkId: 0, userType: 9 });

describe('lockout after five wrong passwords', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ authRateLimit: 1000 });
  });
  afterAll(() => app.close());

  it('locks for 15 minutes, says when it unlocks, refuses even the right password, and unlocks after', async () => {
    for (let left = 4; left >= 1; left -= 1) {
      expect((await attempt(app, 'Wrong@2026')).json().msg).toBe(`用户名或密码错误，还可尝试 ${left} 次`);
    }
    const fifth = (await attempt(app, 'Wrong@2026')).json();
    expect(fifth.code).not.toBe(1);
    expect(fifth.msg).toMatch(/^密码连续错误 5 次，账号已锁定 15 分钟，请于 \d+月\d+日 \d\d:\d\d 后再试$/);

    const locked = await runSql(sql`select locked_until from users where username = 'company'`);
    const until = new Date((locked.rows[0] as { locked_until: string }).locked_until).getTime();
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const right = (await attempt(app, DEMO_PASSWORD)).json();
    expect(right.code).not.toBe(1);
    expect(right.msg).toMatch(/账号已锁定，请于 .+ 后再试/);

    const failures = await runSql(sql`select row_to_json(l)::text as row from operation_logs l where result = 'failure' and target = 'company'`);
    expect(failures.rows).toHaveLength(5);
    expect(JSON.stringify(failures.rows)).not.toContain('Wrong@2026');

    await runSql(sql`update users set locked_until = now() - interval '1 second' where username = 'company'`);
    expect((await attempt(app, DEMO_PASSWORD)).json().code).toBe(1);
    expect((await attempt(app, 'Wrong@2026')).json().msg).toBe('用户名或密码错误，还可尝试 4 次');
  });
});

describe('rate limits per client address', () => {
  it('refuses the login call beyond the limit with 429', async () => {
    const app = await testApp({ authRateLimit: 2 });
    try {
      const payload = { username: 'company', password: DEMO_PASSWORD, grant_type: 'password', userType: 9 };
      // Refused client credentials still count, and cost no password hashing here.
      expect((await login(app, payload, 'Basic eDp5')).statusCode).toBe(401);
      expect((await login(app, payload, 'Basic eDp5')).statusCode).toBe(401);
      const third = await login(app, payload);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后再试' });
    } finally {
      await app.close();
    }
  });

  it('counts the calls once across two instances on one database, each route apart, a new window after the last', async () => {
    const [one, two] = [await testApp({ authRateLimit: 2 }), await testApp({ authRateLimit: 2 })];
    try {
      const payload = { username: 'company', password: DEMO_PASSWORD, grant_type: 'password', userType: 9 };
      expect((await login(one, payload, 'Basic eDp5')).statusCode).toBe(401);
      expect((await login(two, payload, 'Basic eDp5')).statusCode).toBe(401);
      expect((await login(one, payload)).statusCode).toBe(429);
      expect((await login(two, payload)).statusCode).toBe(429);
      const check = { method: 'POST' as const, url: '/api/v1/verifyCode/check', payload: { phone: '13900000000', code: '123456', verifyType: 'register' } };
      expect((await two.inject(check)).statusCode).toBe(200);
      await runSql(sql`update rate_limits set window_ends_at = now() - interval '1 second'`);
      expect((await login(two, payload, 'Basic eDp5')).statusCode).toBe(401);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('limits verify-code calls too', async () => {
    const app = await testApp({ authRateLimit: 1 });
    try {
      const check = () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/verifyCode/check',
          payload: { phone: '13900000000', code: '123456', verifyType: 'register' },
        });
      expect((await check()).statusCode).toBe(200);
      expect((await check()).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
