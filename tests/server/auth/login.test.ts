import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicAuth } from '../helpers/auth';
import { DEMO_PASSWORD, testApp } from '../helpers/test-server';
import { countRows, login } from '../helpers/support';

describe('POST /api/v1/user/login (password grant)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ authRateLimit: 1000 });
  });
  afterAll(() => app.close());

  it.each([
    ['admin', 8, 0, 0],
    ['operator', 8, 8, 1],
    ['company', 9, 9, null],
    ['newcompany', 9, 9, null],
    ['agency', 9, 10, null],
  ])('logs %s in with exactly the spec fields', async (username, loginType, userType, roleLevel) => {
    const res = await login(app, { username, password: DEMO_PASSWORD, grant_type: 'password', parkId: 0, userType: loginType });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    expect(Object.keys(body.data).sort()).toEqual(['access_token', 'extra', 'privileges', 'refresh_token', 'user']);
    expect(Object.keys(body.data.user).sort()).toEqual(['avatar', 'email', 'phone', 'userId', 'userType', 'username']);
    expect(body.data.user).toMatchObject({ username, userType });
    expect(body.data.extra).toEqual({ roleLevel });
    expect(body.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.refresh_token).not.toBe(body.data.access_token);
    if (username === 'admin' || username === 'operator') expect(body.data.privileges).toContain('0108');
    else expect(body.data.privileges).toEqual([]);
  });

  it('refuses wrong or missing client credentials and issues nothing', async () => {
    const payload = { username: 'admin', password: DEMO_PASSWORD, grant_type: 'password', userType: 8 };
    const before = await countRows('auth_sessions');
    const wrong = `Basic ${Buffer.from('park-console:nope').toString('base64')}`;
    for (const authorization of [wrong, null, 'Bearer abc']) {
      const res = await login(app, payload, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'invalid_client', msg: '客户端认证失败，请检查客户端凭据' });
    }
    expect(await countRows('auth_sessions')).toBe(before);
  });

  it('refuses a wrong password or an unknown user with one message', async () => {
    const wrong = await login(app, { username: 'company', password: 'Wrong@2026', grant_type: 'password', userType: 9 });
    expect(wrong.json()).toMatchObject({ code: 0, msg: '用户名或密码错误，还可尝试 4 次' });
    const unknown = await login(app, { username: 'ghost', password: 'Wrong@2026', grant_type: 'password', userType: 9 });
    expect(unknown.json()).toMatchObject({ code: 0, msg: '用户名或密码错误' });
  });

  it('refuses a user whose type does not fit the chosen host, issuing nothing', async () => {
    const before = await countRows('auth_sessions');
    const company = await login(app, { username: 'company', password: DEMO_PASSWORD, grant_type: 'password', userType: 8 });
    expect(company.json()).toMatchObject({ code: 0, msg: expect.stringContaining('不是园区管理账号') });
    const admin = await login(app, { username: 'admin', password: DEMO_PASSWORD, grant_type: 'password', userType: 9 });
    expect(admin.json()).toMatchObject({ code: 0, msg: expect.stringContaining('请选择“园区管理”入口登录') });
    expect(await countRows('auth_sessions')).toBe(before);
  });

  it('accepts a form body and keeps the chosen park in the session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=admin&password=${encodeURIComponent(DEMO_PASSWORD)}&grant_type=password&parkId=2&userType=8`,
    });
    expect(res.json().code).toBe(1);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/user/loginData',
      headers: { authorization: `Bearer ${res.json().data.access_token}` },
    });
    expect(me.json().code).toBe(1);
  });

  it('refuses an operator asking for a park they do not belong to', async () => {
    const res = await login(app, { username: 'operator', password: DEMO_PASSWORD, grant_type: 'password', parkId: 2, userType: 8 });
    expect(res.json()).toMatchObject({ code: 0, msg: '您不属于所选园区，无法进入' });
  });
});
