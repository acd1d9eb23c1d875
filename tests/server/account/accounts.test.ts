import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { idOf, lastLogId, logsSince, operatorParkId, roleId, send } from '../access/access-kit';

const PASSWORD = 'Service2026';

// Two more accounts of the operator's park, made directly: no scrypt, so the tests stay fast.
async function seedManagers(park: number) {
  const role = await roleId('客服经理');
  const ids: number[] = [];
  for (const [username, nickname] of [['kf-li', '李经理'], ['kf-wang', '王专员']]) {
    const id = await idOf(sql`insert into users (username, password_hash, user_type, nickname) values (${username}, 'x', 8, ${nickname}) returning id`);
    await runSql(sql`insert into user_parks (user_id, park_id, role_id) values (${id}, ${park}, ${role})`);
    ids.push(id);
  }
  return ids as [number, number];
}

const parkCompanies = async (park: number) =>
  ((await runSql(sql`select id, name from companies where park_id = ${park} order by id`)).rows as { id: number; name: string }[]);

describe('customer-service manager accounts', () => {
  let app: FastifyInstance;
  let admin: Tokens;
  let park: number;
  let li: number;
  let wang: number;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    admin = await sessionFor('admin', await operatorParkId());
    park = await operatorParkId();
    [li, wang] = await seedManagers(park);
  });

  it('lists the accounts of the session park with their role, and filters them', async () => {
    const res = (await send(app, admin, 'POST', 'v1/customerServiceManager/list', {})).json();
    expect(res.data.list.map((r: { username: string }) => r.username)).toEqual(['operator', 'kf-li', 'kf-wang']);
    expect(res.data.list[1]).toMatchObject({ roleName: '客服经理', roleLevel: 2, frozen: false, companyCount: 0 });
    expect(JSON.stringify(res.data)).not.toContain('password');
    const found = (await send(app, admin, 'POST', 'v1/customerServiceManager/list', { keyword: '王' })).json();
    expect(found.data.list.map((r: { username: string }) => r.username)).toEqual(['kf-wang']);
  });

  it('inserts an account that can log in to the park with its role, and updates it', async () => {
    const before = await lastLogId();
    const res = (await send(app, admin, 'POST', 'v1/customerServiceManager/insert', {
      username: 'kf-zhao', password: PASSWORD, nickname: '赵经理', phone: '13900000001', roleId: await roleId('客服专员'),
    })).json();
    expect(res.code).toBe(1);
    const logs = await logsSince(before);
    expect(logs).toEqual([expect.objectContaining({ module: 'account', action: 'add', target: 'kf-zhao', park_id: park })]);
    expect(JSON.stringify(logs)).not.toContain(PASSWORD);

    const duplicate = await send(app, admin, 'POST', 'v1/customerServiceManager/insert', {
      username: 'kf-zhao', password: PASSWORD, nickname: '又一个', roleId: await roleId('客服专员'),
    });
    expect(duplicate.json().msg).toBe('用户名已存在');

    const updated = (await send(app, admin, 'POST', 'v1/customerServiceManager/update', { id: res.data.id, nickname: '赵总', roleId: await roleId('客服经理') })).json();
    expect(updated).toMatchObject({ code: 1, data: { nickname: '赵总', roleName: '客服经理' } });
    const detail = (await send(app, admin, 'POST', 'v1/customerServiceManager/detail', { id: res.data.id })).json();
    expect(detail.data).toMatchObject({ username: 'kf-zhao', phone: '13900000001', companies: [], staff: [] });
    const own = await sessionFor('kf-zhao');
    const menu = (await send(app, own, 'GET', `v1/menu/getCurrentUserMenu/${park}`)).json();
    expect(menu.data.map((m: { path: string }) => m.path)).toEqual(['enterprise', 'order']);
  });

  it('refuses a weak password, an unknown role and bad fields, writing nothing', async () => {
    const before = await lastLogId();
    const base = { username: 'kf-new', password: PASSWORD, nickname: '新人', roleId: await roleId('客服专员') };
    for (const payload of [{ ...base, password: 'short' }, { ...base, roleId: 999999 }, { ...base, phone: '123' }, { ...base, extra: 1 }, { ...base, username: 'a b' }]) {
      const res = await send(app, admin, 'POST', 'v1/customerServiceManager/insert', payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().code, JSON.stringify(payload)).not.toBe(1);
    }
    expect((await send(app, admin, 'POST', 'v1/customerServiceManager/detail', { id: 999999 })).statusCode).toBe(404);
    expect(await logsSince(before)).toEqual([]);
  });

  it('freezing ends the account sessions at once: its next call answers 401 4001 saying it is frozen', async () => {
    const manager = await sessionFor('kf-li');
    expect((await send(app, manager, 'GET', 'v1/user/loginData')).statusCode).toBe(200);
    const res = (await send(app, admin, 'POST', 'v1/customerServiceManager/freeze', { id: li, frozen: true })).json();
    expect(res).toMatchObject({ code: 1, data: { frozen: true } });
    const next = await send(app, manager, 'GET', 'v1/user/loginData');
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({ code: '4001', msg: '账号已被冻结，请联系管理员' });
    const revoked = (await runSql(sql`select count(*)::int as n from auth_sessions where user_id = ${li} and revoked_at is null`)).rows[0] as { n: number };
    expect(revoked.n).toBe(0);
    expect((await send(app, admin, 'POST', 'v1/customerServiceManager/freeze', { id: li, frozen: false })).json().data.frozen).toBe(false);
  });

  it('allots companies and staff, lists and deletes allotments; a manager sees their own companies', async () => {
    const [first, second] = await parkCompanies(park);
    const before = await lastLogId();
    const res = (await send(app, admin, 'POST', 'v1/customerServiceManager/allot', { managerId: li, companyIds: [first!.id, second!.id], staffIds: [wang] })).json();
    expect(res).toMatchObject({ code: 1, data: { added: 3 } });
    expect((await logsSince(before))[0]).toMatchObject({ action: 'allot', after: { companies: [first!.name, second!.name], staff: ['王专员'] } });

    const again = (await send(app, admin, 'POST', 'v1/customerServiceManager/allot', { managerId: wang, companyIds: [first!.id] })).json();
    expect(again.msg).toContain('已分配给其他客户经理');
    expect((await send(app, admin, 'POST', 'v1/customerServiceManager/allot', { managerId: li, staffIds: [li] })).json().code).not.toBe(1);

    const mine = (await send(app, await sessionFor('kf-li'), 'POST', 'v1/customerServiceManager/allot/list', { kind: 'company', managerId: wang })).json();
    expect(mine.data.list.map((a: { targetName: string }) => a.targetName).sort()).toEqual([first!.name, second!.name].sort());
    const wangSees = (await send(app, await sessionFor('kf-wang'), 'POST', 'v1/customerServiceManager/allot/list', {})).json();
    expect(wangSees.data.total).toBe(0);

    const all = (await send(app, admin, 'POST', 'v1/customerServiceManager/allot/list', { managerId: li })).json();
    expect(all.data.total).toBe(3);
    const staffRow = all.data.list.find((a: { kind: string }) => a.kind === 'staff');
    expect((await send(app, admin, 'DELETE', `v1/customerServiceManager/allot/delete/${staffRow.id}`)).json().code).toBe(1);
    expect((await send(app, admin, 'DELETE', `v1/customerServiceManager/allot/delete/${staffRow.id}`)).statusCode).toBe(404);
    const listed = (await send(app, admin, 'POST', 'v1/customerServiceManager/list', { keyword: 'kf-li' })).json();
    expect(listed.data.list[0].companyCount).toBe(2);
  });

  it('refuses companies of another park', async () => {
    const other = (await runSql(sql`select id from companies where park_id <> ${park} limit 1`)).rows[0] as { id: number } | undefined;
    if (!other) return;
    const res = (await send(app, admin, 'POST', 'v1/customerServiceManager/allot', { managerId: li, companyIds: [other.id] })).json();
    expect(res.msg).toBe('所选企业不属于当前园区');
  });

  it('lets an operator manage only accounts ranked below them, never their own', async () => {
    const operator = await sessionFor('operator');
    const self = await idOf(sql`select id from users where username = 'operator'`);
    expect((await send(app, operator, 'POST', 'v1/customerServiceManager/freeze', { id: self, frozen: true })).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', 'v1/customerServiceManager/freeze', { id: wang, frozen: true })).json().code).toBe(1);
    const giveTop = await send(app, operator, 'POST', 'v1/customerServiceManager/update', { id: li, roleId: await roleId('园区运营') });
    expect(giveTop.statusCode).toBe(403);
  });
});
