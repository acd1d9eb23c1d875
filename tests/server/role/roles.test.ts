import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MenuNode } from '../../../src/api/types';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { lastLogId, logsSince, menuId, operatorParkId, privilegeId, roleId, send } from '../access/access-kit';

const paths = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children)]);

describe('roles: levels, add, update, delete, menu-privilege setting', () => {
  let app: FastifyInstance;
  let admin: Tokens;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    admin = await sessionFor('admin');
  });

  it('lists the roles of each level with how many accounts hold them', async () => {
    for (const [level, name] of [[1, '园区运营'], [2, '客服经理'], [3, '客服专员']] as const) {
      const res = (await send(app, admin, 'POST', `v1/levelUserRole/lists/${level}`, {})).json();
      expect(res.code).toBe(1);
      expect(res.data.list.map((r: { name: string }) => r.name)).toContain(name);
      expect(res.data.list.every((r: { level: number }) => r.level === level)).toBe(true);
    }
    const first = (await send(app, admin, 'POST', 'v1/levelUserRole/lists/1', {})).json();
    expect(first.data.list.find((r: { name: string }) => r.name === '园区运营').userCount).toBe(1);
    const all = (await send(app, admin, 'POST', 'v1/role/list', { name: '客服' })).json();
    expect(all.data.total).toBe(2);
  });

  it('adds a role with menus and a button privilege, and its holders get exactly those in menu and login', async () => {
    const menuIds = [await menuId('role'), await menuId('account'), await menuId('log')];
    const privilegeIds = [await privilegeId('0112')];
    const before = await lastLogId();
    const added = (await send(app, admin, 'POST', 'v1/role/add', { name: '审计员', level: 2, description: '只看', menuIds, privilegeIds })).json();
    expect(added).toMatchObject({ code: 1, data: { name: '审计员', level: 2, parkId: null } });
    expect(await logsSince(before)).toEqual([expect.objectContaining({ module: 'role', action: 'add', target: '审计员', username: 'admin' })]);

    const park = await operatorParkId();
    await runSql(sql`update user_parks set role_id = ${added.data.id} where user_id = (select id from users where username = 'operator')`);
    const operator = await sessionFor('operator');
    const tree = (await send(app, operator, 'GET', `v1/menu/getCurrentUserMenu/${park}`)).json().data as MenuNode[];
    expect(paths(tree).sort()).toEqual(['access', 'account', 'log', 'role', 'system'].sort());
    const data = (await send(app, operator, 'GET', 'v1/user/loginData')).json();
    expect(data.data.extra.roleLevel).toBe(2);

    const detail = (await send(app, admin, 'GET', `v1/role/detail/${added.data.id}`)).json();
    expect(detail.data).toMatchObject({ menuIds: [...menuIds].sort((a, b) => a - b), privilegeIds, userCount: 1 });
  });

  it('updates a role and replaces its menus and privileges through the setting', async () => {
    const id = await roleId('客服专员');
    const updated = (await send(app, admin, 'PUT', 'v1/role/update', { id, name: '客服助理', level: 3, description: '' })).json();
    expect(updated).toMatchObject({ code: 1, data: { name: '客服助理', description: null } });
    const menuIds = [await menuId('news')];
    const privilegeIds = [await privilegeId('0104')];
    const before = await lastLogId();
    const set = (await send(app, admin, 'POST', 'v1/role/setting', { roleId: id, menuIds, privilegeIds })).json();
    expect(set).toMatchObject({ code: 1, data: { menuIds, privilegeIds } });
    const detail = (await send(app, admin, 'GET', `v1/role/detail/${id}`)).json().data;
    expect(detail).toMatchObject({ menuIds, privilegeIds });
    expect((await logsSince(before))[0]).toMatchObject({ action: 'grant', after: { menuIds, privilegeIds } });
  });

  it('refuses to delete a role while accounts hold it, and deletes it once free', async () => {
    const held = await roleId('园区运营');
    const refused = await send(app, admin, 'DELETE', `v1/role/delete/${held}`);
    expect(refused.json()).toMatchObject({ code: 0, msg: expect.stringContaining('正在被 1 个账号使用') });
    expect((await send(app, admin, 'GET', `v1/role/detail/${held}`)).json().code).toBe(1);

    const free = await roleId('客服专员');
    expect((await send(app, admin, 'DELETE', `v1/role/delete/${free}`)).json().code).toBe(1);
    expect((await send(app, admin, 'GET', `v1/role/detail/${free}`)).statusCode).toBe(404);
    expect((await send(app, admin, 'DELETE', `v1/role/delete/${free}`)).statusCode).toBe(404);
  });

  it('lets an operator manage only their park roles below their level, granting only what they hold', async () => {
    const operator = await sessionFor('operator');
    const park = await operatorParkId();
    const sameLevel = await send(app, operator, 'POST', 'v1/role/add', { name: '同级', level: 1 });
    expect(sameLevel.statusCode).toBe(403);
    const tooMuch = await send(app, operator, 'POST', 'v1/role/add', { name: '越权', level: 2, privilegeIds: [await privilegeId('0111')] });
    expect(tooMuch.statusCode).toBe(403);
    const own = (await send(app, operator, 'POST', 'v1/role/add', { name: '园区客服', level: 2, menuIds: [await menuId('log')] })).json();
    expect(own).toMatchObject({ code: 1, data: { parkId: park } });
    const platform = await roleId('客服经理');
    expect((await send(app, operator, 'PUT', 'v1/role/update', { id: platform, name: 'x', level: 2 })).statusCode).toBe(403);
    expect((await send(app, operator, 'DELETE', `v1/role/delete/${await roleId('园区运营')}`)).statusCode).toBe(403);
    expect((await send(app, operator, 'DELETE', `v1/role/delete/${own.data.id}`)).json().code).toBe(1);
    const tree = (await send(app, operator, 'GET', 'v1/menu/allTree')).json();
    expect(tree.data.privileges.map((p: { code: string }) => p.code)).toEqual(['0108']);
    expect(JSON.stringify(tree.data.menus)).not.toContain('"0111"');
  });

  it('keeps roles of another park out of sight of an operator', async () => {
    const other = (await runSql(sql`insert into roles (name, level, park_id) values ('别园角色', 3, 99) returning id`)).rows[0] as { id: number };
    const operator = await sessionFor('operator');
    const list = (await send(app, operator, 'POST', 'v1/role/list', {})).json();
    expect(list.data.list.map((r: { name: string }) => r.name)).not.toContain('别园角色');
    expect((await send(app, operator, 'GET', `v1/role/detail/${other.id}`)).statusCode).toBe(404);
  });

  it('answers bad input with a message and writes nothing', async () => {
    const before = await lastLogId();
    const bad: [string, string, object][] = [
      ['POST', 'v1/role/add', { name: '', level: 1 }],
      ['POST', 'v1/role/add', { name: 'x', level: 4 }],
      ['POST', 'v1/role/add', { name: 'x', level: 1, extra: true }],
      ['POST', 'v1/role/add', { name: 'x'.repeat(31), level: 1 }],
      ['POST', 'v1/role/add', { name: 'x', level: 1, menuIds: [999999] }],
      ['PUT', 'v1/role/update', { id: 'a', name: 'x', level: 1 }],
      ['POST', 'v1/role/setting', { roleId: 1, menuIds: [] }],
      ['POST', 'v1/levelUserRole/lists/4', {}],
    ];
    for (const [method, url, payload] of bad) {
      const res = await send(app, admin, method as 'POST', url, payload);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().code, JSON.stringify(payload)).not.toBe(1);
    }
    expect((await send(app, admin, 'GET', 'v1/role/detail/abc')).json().code).not.toBe(1);
    expect(await logsSince(before)).toEqual([]);
  });
});
