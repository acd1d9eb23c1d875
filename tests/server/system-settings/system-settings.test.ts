import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, logCount, rows, send } from '../park/fixtures';

describe('system settings', () => {
  let app: FastifyInstance;
  let admin: Tokens;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    admin = await sessionFor('admin');
  });

  const supper = { platformName: '智慧园区', servicePhone: '400-100-2000', icp: '沪ICP备00000000号', copyright: '© 2026', loginNotice: '', logo: null };
  const version = { version: '2.1.0', minVersion: '2.0.0', downloadUrl: 'https://park.example/app/2.1.0', releaseNotes: '修复问题', forceUpdate: true };

  it('gives defaults, saves the platform settings and the app version, and logs both', async () => {
    expect((await json(app, admin, 'GET', 'v1/system/supper/setting')).data).toMatchObject({ platformName: '园区管理平台' });
    const logs = await logCount('systemSetting', 'versionSetting');
    expect((await json(app, admin, 'POST', 'v1/system/supper/setting', supper)).data).toEqual(supper);
    expect((await json(app, admin, 'GET', 'v1/system/supper/setting')).data).toEqual(supper);
    expect((await json(app, admin, 'POST', 'v1/admin/park/versionSetting', version)).code).toBe(1);
    const operator = await sessionFor('operator');
    expect((await json(app, operator, 'GET', 'v1/admin/park/versionSetting')).data).toEqual(version);
    expect(await logCount('systemSetting', 'versionSetting')).toBe(logs + 2);
  });

  it('creates apps whose secret is shown once and stored hashed', async () => {
    const created = await json(app, admin, 'POST', 'v1/admin/park/createApp', { name: '园区 App', platform: 'android', remark: '安卓客户端' });
    expect(created.data).toMatchObject({ name: '园区 App', platform: 'android' });
    expect(String(created.data.appKey)).toMatch(/^pk_[0-9a-f]{16}$/);
    const secret = String(created.data.appSecret);
    const stored = await runSql(sql`select app_secret from apps where id = ${Number(created.data.id)}`);
    expect((stored.rows[0] as { app_secret: string }).app_secret).not.toBe(secret);
    const list = await json(app, admin, 'POST', 'v1/admin/park/appList', { name: 'App' });
    expect(list.data.total).toBe(1);
    expect(rows(list.data.list)[0]).not.toHaveProperty('appSecret');
    expect((await json(app, admin, 'POST', 'v1/admin/park/createApp', { name: '园区 App', platform: 'ios' })).msg).toBe('应用名称已存在');
  });

  it('refuses bad settings', async () => {
    for (const payload of [{ ...supper, platformName: '' }, { ...supper, servicePhone: 'x' }, { ...supper, extra: 1 }, { platformName: '缺电话' }]) {
      expect((await json(app, admin, 'POST', 'v1/system/supper/setting', payload)).code).not.toBe(1);
    }
    expect((await json(app, admin, 'POST', 'v1/admin/park/versionSetting', { ...version, version: 'v2' })).msg).toMatch(/格式/);
    expect((await json(app, admin, 'POST', 'v1/admin/park/versionSetting', { ...version, downloadUrl: 'ftp://x' })).msg).toMatch(/格式/);
    expect((await json(app, admin, 'POST', 'v1/admin/park/versionSetting', { ...version, minVersion: '2.2' })).msg).toBe('最低支持版本不能高于当前版本');
    expect((await json(app, admin, 'POST', 'v1/admin/park/createApp', { name: '坏', platform: 'symbian' })).code).not.toBe(1);
  });

  it('lets only the platform admin change them; companies, agencies and anonymous callers get nothing', async () => {
    const operator = await sessionFor('operator');
    expect((await send(app, operator, 'GET', 'v1/system/supper/setting')).statusCode).toBe(200);
    expect((await send(app, operator, 'POST', 'v1/system/supper/setting', supper)).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', 'v1/admin/park/versionSetting', version)).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', 'v1/admin/park/appList', {})).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', 'v1/admin/park/createApp', { name: 'x', platform: 'web' })).statusCode).toBe(403);
    for (const username of ['company', 'agency']) {
      expect((await send(app, await sessionFor(username), 'GET', 'v1/system/supper/setting')).statusCode).toBe(403);
      expect((await send(app, await sessionFor(username), 'GET', 'v1/admin/park/versionSetting')).statusCode).toBe(403);
    }
    expect((await send(app, null, 'GET', 'v1/system/supper/setting')).statusCode).toBe(401);
  });
});
