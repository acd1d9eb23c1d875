import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, testApp } from '../helpers/test-server';
import { call, runSql, sessionFor, snapshotCounts } from '../helpers/support';
import { captureCodes } from '../helpers/capture-codes';

const codes = captureCodes();

describe('the signed-in account', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ authRateLimit: 1000 });
  });
  afterAll(() => app.close());

  it('changes the password, ending the other sessions but not this one', async () => {
    const here = await sessionFor('operator');
    const elsewhere = await sessionFor('operator');
    const change = (oldPassword: string, newPassword: string) =>
      call(app, here, '/api/v1/user/change/password', { oldPassword, newPassword });
    expect((await change('Wrong@2026', 'Next@2026')).json()).toMatchObject({ code: 0, msg: '原密码错误' });
    expect((await change(DEMO_PASSWORD, DEMO_PASSWORD)).json()).toMatchObject({ code: 0, msg: '新密码不能与原密码相同' });
    expect((await change(DEMO_PASSWORD, 'Next@2026')).json()).toMatchObject({ code: 1 });
    expect((await call(app, here, '/api/v1/user/loginData')).json().code).toBe(1);
    expect((await call(app, elsewhere, '/api/v1/user/loginData')).json()).toMatchObject({ code: '4001' });
    const logs = await runSql(sql`select row_to_json(l)::text as row from operation_logs l where module = 'password' and action = 'update'`);
    expect(logs.rows).toHaveLength(1);
    expect((logs.rows[0] as { row: string }).row).not.toMatch(/Next@2026|Park@2026/);
  });

  it('changes username, email and avatar, and a phone only with a code sent to it', async () => {
    const tokens = await sessionFor('company');
    const change = (payload: object) => call(app, tokens, '/api/v1/user/change/account', payload);
    const res = await change({ username: 'company-x', email: 'ops@example.com', avatar: '/api/files/2026/01/01/a.png' });
    expect(res.json()).toMatchObject({ code: 1, data: { username: 'company-x', email: 'ops@example.com', userType: 9 } });
    expect((await change({ email: 'not-an-email' })).json()).toMatchObject({ code: 0, msg: '邮箱格式不正确' });
    expect((await change({ username: 'admin' })).json()).toMatchObject({ code: 0, msg: '用户名已存在' });
    expect((await change({ email: '' })).json().data.email).toBeNull();

    const phone = '13600000001';
    expect((await change({ phone })).json()).toMatchObject({ code: 0, msg: '修改手机号需要填写发送到新手机号的验证码' });
    await app.inject({ method: 'POST', url: '/api/v1/verifyCode/get/change', payload: { phone } });
    const code = codes.last(phone);
    expect((await change({ phone, code })).json()).toMatchObject({ code: 1, data: { phone } });
    expect((await change({ phone: '13600000002', code })).json().code).not.toBe(1);
    // loginData answers the profile from the session's read (cached): a change is there on the very next call.
    expect((await call(app, tokens, '/api/v1/user/loginData')).json().data.user).toMatchObject({ username: 'company-x', email: null, phone, avatar: '/api/files/2026/01/01/a.png' });
  });

  it('lists the parks each kind of user may enter', async () => {
    const parks = async (username: string) => (await call(app, await sessionFor(username), '/api/v1/user/user/belong/park', {})).json();
    const admin = await parks('admin');
    expect(admin.data.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(admin.data[0]).sort()).toEqual(['areaCode', 'cityCode', 'id', 'logo', 'name', 'provinceCode']);
    expect((await parks('operator')).data).toHaveLength(1);
    expect((await parks('company')).data).toHaveLength(1);
    expect((await parks('agency')).data).toEqual([]);
  });

  it('hides disabled parks from the park list', async () => {
    const tokens = await sessionFor('admin');
    const before = (await call(app, tokens, '/api/v1/user/user/belong/park', {})).json().data.length;
    await runSql(sql`update parks set enabled = false where id = (select max(id) from parks where enabled)`);
    expect((await call(app, tokens, '/api/v1/user/user/belong/park', {})).json().data).toHaveLength(before - 1);
  });

  it('answers personerInfo only to the matching kind of user', async () => {
    const company = await sessionFor('company');
    expect((await call(app, company, '/api/iv/company/personerInfo')).json()).toMatchObject({
      code: 1,
      data: { companyId: expect.any(Number), companyName: expect.any(String), state: 1, parkId: expect.any(Number) },
    });
    const denied = await call(app, company, '/api/iv/mechanism/personerInfo');
    expect(denied.statusCode).toBe(403);
    const agency = await sessionFor('agency');
    expect((await call(app, agency, '/api/iv/mechanism/personerInfo')).json().data).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect((await call(app, agency, '/api/iv/company/personerInfo')).statusCode).toBe(403);
  });

  it('answers loginData with the role level of an operator and the company of a tenant', async () => {
    const operator = (await call(app, await sessionFor('operator'), '/api/v1/user/loginData')).json();
    expect(operator.data).toEqual({
      user: { username: 'operator', avatar: null, userId: expect.any(Number), email: expect.any(String), phone: expect.any(String), userType: 8 },
      extra: { roleLevel: 1 },
    });
    const fresh = (await call(app, await sessionFor('newcompany'), '/api/v1/user/loginData')).json();
    expect(fresh.data.extra.companyInfo).toMatchObject({ state: null });
  });

  it('writes nothing for an empty account change', async () => {
    const tokens = await sessionFor('company');
    const before = await snapshotCounts();
    expect((await call(app, tokens, '/api/v1/user/change/account', {})).json().code).toBe(1);
    expect(await snapshotCounts()).toEqual(before);
  });
});
