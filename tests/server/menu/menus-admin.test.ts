import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MenuNode } from '../../../src/api/types';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { lastLogId, logsSince, menuId, operatorParkId, privilegeId, send } from '../access/access-kit';

interface AdminNode extends Omit<MenuNode, 'children'> {
  privileges: { id: number; code: string; name: string }[];
  children: AdminNode[];
}

const find = (nodes: AdminNode[], path: string): AdminNode | undefined =>
  nodes.map((n) => (n.path === path ? n : find(n.children, path))).find(Boolean);

describe('menus admin and privilege codes', () => {
  let app: FastifyInstance;
  let admin: Tokens;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    admin = await sessionFor('admin');
  });

  const tree = async (tokens: Tokens) => (await send(app, tokens, 'GET', 'v1/menu/allTree')).json().data as { menus: AdminNode[]; privileges: { code: string }[] };

  it('gives the whole tree with each menu button privileges and the privileges under no menu', async () => {
    const { menus, privileges } = await tree(admin);
    expect(find(menus, 'role')?.privileges.map((p) => p.code)).toEqual(['0109']);
    expect(find(menus, 'access')?.children.map((c) => c.path)).toEqual(['role', 'privilege', 'account']);
    expect(privileges.map((p) => p.code)).toEqual(['0108']);
    const list = (await send(app, admin, 'GET', 'v1/privilege/list')).json();
    expect(list.data).toHaveLength(13);
  });

  it('adds a menu under a group, which the admin then sees and no operator role holds', async () => {
    const parent = await menuId('system');
    const before = await lastLogId();
    const res = (await send(app, admin, 'POST', 'v1/menu/addMenu', { parentId: parent, name: '数据大屏', path: 'dashboard' })).json();
    expect(res).toMatchObject({ code: 1, data: { parentId: parent, path: 'dashboard', sort: 30 } });
    expect(find((await tree(admin)).menus, 'dashboard')).toBeDefined();
    const park = await operatorParkId();
    const operatorMenu = (await send(app, await sessionFor('operator'), 'GET', `v1/menu/getCurrentUserMenu/${park}`)).json();
    expect(JSON.stringify(operatorMenu.data)).not.toContain('dashboard');
    expect(await logsSince(before)).toEqual([expect.objectContaining({ module: 'menu', action: 'add', target: '数据大屏' })]);

    expect((await send(app, admin, 'POST', 'v1/menu/addMenu', { name: '重复', path: 'dashboard' })).json().msg).toBe('菜单路径已存在');
    const deep = await send(app, admin, 'POST', 'v1/menu/addMenu', { parentId: res.data.id, name: '三级', path: 'third' });
    expect(deep.json().msg).toContain('最多两级');
  });

  it('deletes a menu: refused while it has children; roles lose it and its privileges stay', async () => {
    expect((await send(app, admin, 'DELETE', `v1/menu/deleteMenu/${await menuId('access')}`)).json().msg).toContain('子菜单');
    const log = await menuId('log');
    expect((await send(app, admin, 'DELETE', `v1/menu/deleteMenu/${log}`)).json().code).toBe(1);
    const left = (await runSql(sql`select count(*)::int as n from role_menus where menu_id = ${log}`)).rows[0] as { n: number };
    expect(left.n).toBe(0);
    expect((await tree(admin)).privileges.map((p) => p.code)).toEqual(['0108', '0113']);
    expect((await send(app, admin, 'DELETE', `v1/menu/deleteMenu/${log}`)).statusCode).toBe(404);
  });

  it('sets exactly which button privileges belong to a menu', async () => {
    const park = await menuId('park');
    const codes = [await privilegeId('0108'), await privilegeId('0101')];
    const res = (await send(app, admin, 'POST', 'v1/menu/setMenuPrivilege', { menuId: park, privilegeIds: codes })).json();
    expect(res.data.map((p: { code: string }) => p.code)).toEqual(['0101', '0108']);
    const cleared = (await send(app, admin, 'POST', 'v1/menu/setMenuPrivilege', { menuId: park, privilegeIds: [] })).json();
    expect(cleared).toMatchObject({ code: 1, data: [] });
    expect((await tree(admin)).privileges.map((p) => p.code)).toEqual(['0101', '0108']);
    expect((await send(app, admin, 'POST', 'v1/menu/setMenuPrivilege', { menuId: park, privilegeIds: [999999] })).json().code).not.toBe(1);
  });

  it('adds privilege codes and deletes them only when no role holds them', async () => {
    const add = (await send(app, admin, 'POST', 'v1/privilege/add', { code: '0201', name: '导出企业', menuId: await menuId('settlecompany') })).json();
    expect(add).toMatchObject({ code: 1, data: { code: '0201' } });
    expect((await send(app, admin, 'POST', 'v1/privilege/add', { code: '0201', name: '又一个' })).json().msg).toBe('权限编码已存在');
    expect((await send(app, admin, 'DELETE', `v1/privilege/delete/${add.data.id}`)).json().code).toBe(1);
    const held = await send(app, admin, 'DELETE', `v1/privilege/delete/${await privilegeId('0101')}`);
    expect(held.json().msg).toContain('已授予');
  });

  it('keeps menus and codes platform-only: an operator gets 403 even with every code of their role', async () => {
    const operator = await sessionFor('operator');
    expect((await send(app, operator, 'POST', 'v1/menu/addMenu', { name: 'x', path: 'xyz' })).statusCode).toBe(403);
    expect((await send(app, operator, 'DELETE', `v1/menu/deleteMenu/${await menuId('log')}`)).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', 'v1/privilege/add', { code: '0999', name: 'x' })).statusCode).toBe(403);
  });

  it('answers bad input with a message', async () => {
    for (const payload of [{ name: 'x', path: '1abc' }, { name: 'x' }, { name: 'x', path: 'a/b' }, { name: 'x', path: 'ok', parentId: 0 }, { name: 'x', path: 'ok', more: 1 }]) {
      const res = await send(app, admin, 'POST', 'v1/menu/addMenu', payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().code).not.toBe(1);
    }
    expect((await send(app, admin, 'POST', 'v1/privilege/add', { code: 'abcd', name: 'x' })).json().code).not.toBe(1);
    expect((await send(app, admin, 'POST', 'v1/menu/addMenu', { parentId: 999999, name: 'x', path: 'ok' })).json().msg).toBe('上级菜单不存在');
  });
});
