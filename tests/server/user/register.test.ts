import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loginAs } from '../helpers/auth';
import { DEMO_PASSWORD, testApp } from '../helpers/test-server';
import { call, login, runSql, sessionFor, snapshotCounts } from '../helpers/support';
import { captureCodes } from '../helpers/capture-codes';

const codes = captureCodes();
const PHONE = '13700000001';

describe('register and forgotten password', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ authRateLimit: 1000 });
  });
  afterAll(() => app.close());

  async function codeFor(verifyType: string, phone = PHONE) {
    const res = await app.inject({ method: 'POST', url: `/api/v1/verifyCode/get/${verifyType}`, payload: { phone } });
    expect(res.json().code).toBe(1);
    return codes.last(phone);
  }
  const register = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/user/register', payload });

  it('registers a company into the chosen park, not yet applied to check in', async () => {
    const code = await codeFor('register');
    const res = await register({ username: 'acme', password: 'Acme@2026', phone: PHONE, code, userType: 9, name: '艾克米科技', parkId: 2 });
    expect(res.json()).toMatchObject({ code: 1, data: { userId: expect.any(Number) } });
    const company = await runSql(sql`select park_id, name, state from companies where name = '艾克米科技'`);
    expect(company.rows).toEqual([{ park_id: 2, name: '艾克米科技', state: null }]);
    const events = await runSql(sql`select e.kind from company_events e join companies c on c.id = e.company_id where c.name = '艾克米科技'`);
    expect(events.rows, 'the life tree starts at registration').toEqual([{ kind: 'registered' }]);

    const tokens = await loginAs(app, 'acme', { password: 'Acme@2026' });
    const info = await call(app, tokens, '/api/iv/company/personerInfo');
    expect(info.json().data).toMatchObject({ companyName: '艾克米科技', state: null, parkId: 2 });
    const data = await call(app, tokens, '/api/v1/user/loginData');
    expect(data.json().data.extra).toMatchObject({ roleLevel: null, companyInfo: { companyName: '艾克米科技', state: null } });
    expect(data.json().data.user).toMatchObject({ username: 'acme', phone: PHONE, userType: 9 });

    const reuse = await register({ username: 'acme2', password: 'Acme@2026', phone: '13700000002', code, userType: 10, name: '二号' });
    expect(reuse.json().code).not.toBe(1);
  });

  it('registers an agency and shows it in loginData', async () => {
    const code = await codeFor('register');
    const res = await register({ username: 'helper', password: 'Helper2026', phone: PHONE, code, userType: 10, name: '助企服务社' });
    expect(res.json().code).toBe(1);
    const tokens = await sessionFor('helper');
    const data = await call(app, tokens, '/api/v1/user/loginData');
    expect(data.json().data.extra).toEqual({ roleLevel: null, mechanism: { id: expect.any(Number), name: '助企服务社' } });
    expect((await call(app, tokens, '/api/iv/mechanism/personerInfo')).json().data).toMatchObject({ name: '助企服务社' });
  });

  it.each<[{ wrongCode?: boolean; [field: string]: unknown }, string, string]>([
    [{ parkId: undefined }, 'parkId', '请选择要入驻的园区'],
    [{ parkId: 999 }, 'parkId', '所选园区不存在或已停用'],
    [{ parkId: 'disabled' }, 'parkId', '所选园区不存在或已停用'],
    [{ username: 'company' }, 'username', '用户名已存在'],
    [{ password: 'short1' }, 'password', '密码需为 8-64 位，且同时包含字母和数字'],
    [{ password: 'onlyletters' }, 'password', '密码需为 8-64 位，且同时包含字母和数字'],
    [{ username: 'a b' }, 'username', '用户名需为 3-32 位，只能包含文字、字母、数字和 _ . @ -'],
    [{ name: '  ' }, 'name', '请填写企业名称'],
    [{ wrongCode: true }, 'code', '验证码错误，还可尝试 4 次'],
  ])('refuses %o at its field and writes nothing', async ({ wrongCode, ...change }, field, msg) => {
    const sent = await codeFor('register');
    const code = wrongCode ? String((Number(sent) + 1) % 1_000_000).padStart(6, '0') : sent;
    if (change.parkId === 'disabled') change.parkId = Number((await runSql(sql`select id from parks where not enabled limit 1`)).rows[0]?.id);
    const before = await snapshotCounts();
    const payload = { username: 'acme', password: 'Acme@2026', phone: PHONE, code, userType: 9, name: '艾克米科技', parkId: 1 };
    expect((await register({ ...payload, ...change })).json()).toEqual({ code: 0, msg, data: null, errors: [{ field, msg }] });
    expect(await snapshotCounts()).toEqual(before);
  });

  it('answers every taken or wrong field of one registration at once, each at its field; an agency needs no park', async () => {
    await runSql(sql`update users set phone = ${PHONE} where username = 'company'`);
    const code = await codeFor('register', '13700000002');
    const payload = { username: 'company', password: 'short', phone: PHONE, code, userType: 10, name: '二号服务社' };
    expect((await register(payload)).json().errors).toEqual([
      { field: 'username', msg: '用户名已存在' },
      { field: 'phone', msg: '该手机号已注册' },
      { field: 'password', msg: '密码需为 8-64 位，且同时包含字母和数字' },
    ]);
    const sendAgain = await app.inject({ method: 'POST', url: '/api/v1/verifyCode/get/register', payload: { phone: PHONE } });
    expect(sendAgain.json(), 'a taken phone is refused at the phone field before a code is sent').toMatchObject({
      code: 0,
      errors: [{ field: 'phone', msg: '该手机号已注册，请更换手机号' }],
    });
  });

  it('resets a forgotten password by phone code and ends every session', async () => {
    await runSql(sql`update users set phone = ${PHONE}, failed_logins = 3 where username = 'company'`);
    const tokens = await sessionFor('company');
    const code = await codeFor('forget');
    const reset = (password: string, c = code) =>
      app.inject({ method: 'POST', url: '/api/v1/user/forget/password', payload: { phone: PHONE, code: c, password } });
    expect((await reset('weak')).json()).toMatchObject({ code: 0, msg: '密码需为 8-64 位，且同时包含字母和数字' });
    expect((await reset('Fresh@2026')).json()).toMatchObject({ code: 1 });
    expect((await call(app, tokens, '/api/v1/user/loginData')).json()).toMatchObject({ code: '4001' });
    expect((await reset('Other@2026')).json()).toMatchObject({ code: 0, msg: '验证码已使用，请重新获取' });
    const old = await login(app, { username: 'company', password: DEMO_PASSWORD, grant_type: 'password', userType: 9 });
    expect(old.json().code).not.toBe(1);
    await loginAs(app, 'company', { password: 'Fresh@2026' });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/user/forget/password',
      payload: { phone: '13700000009', code: '123456', password: 'Fresh@2026' },
    });
    expect(unknown.json()).toMatchObject({ code: 0, msg: '该手机号未注册' });
  });
});
