import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MenuNode } from '../../../src/api/types';
import { testApp } from '../helpers/test-server';
import { call, runSql, sessionFor } from '../helpers/support';

const MANAGE_AREAS = [
  'park', 'settlecompany', 'checkcompany', 'companySuggest', 'policy', 'declaration-notice', 'news', 'finance',
  'service', 'serviceOrder', 'advice-order', 'cash-order', 'pre-check', 'orgCompanyCheck', 'orgCompanyM',
  'orgServiceCheck', 'role', 'privilege', 'account', 'systemSet', 'log',
];

const paths = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children)]);

async function operatorPark(): Promise<number> {
  const result = await runSql(sql`select up.park_id from user_parks up join users u on u.id = up.user_id where u.username = 'operator'`);
  return (result.rows[0] as { park_id: number }).park_id;
}

describe('GET /api/v1/menu/getCurrentUserMenu/{parkId}', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  const menu = async (username: string, parkId: number) =>
    call(app, await sessionFor(username), `/api/v1/menu/getCurrentUserMenu/${parkId}`);

  it('gives the admin the whole tree, covering every manage screen area, in sort order', async () => {
    const park = await operatorPark();
    const res = await menu('admin', park);
    expect(res.json().code).toBe(1);
    const tree = res.json().data as MenuNode[];
    expect(paths(tree)).toEqual(expect.arrayContaining(MANAGE_AREAS));
    expect(Object.keys(tree[0] ?? {}).sort()).toEqual(['children', 'icon', 'id', 'name', 'path', 'sort']);
    const sorts = tree.map((n) => n.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(tree.find((n) => n.path === 'enterprise')?.name).toBe('企业管理');
  });

  it("gives an operator their role's menus in their park, with the parents of granted children", async () => {
    const park = await operatorPark();
    expect(paths((await menu('operator', park)).json().data)).toEqual(expect.arrayContaining(MANAGE_AREAS));
    await runSql(sql`delete from role_menus where menu_id not in (select id from menus where path = 'log')`);
    const trimmed = (await menu('operator', park)).json().data as MenuNode[];
    expect(trimmed).toEqual([expect.objectContaining({ path: 'system', children: [expect.objectContaining({ path: 'log', children: [] })] })]);
  });

  it('refuses an operator in a park they do not belong to, and companies and agencies, with 403', async () => {
    const park = await operatorPark();
    const other = (await runSql(sql`select min(id) as id from parks where id <> ${park} and enabled`)).rows[0] as { id: number };
    expect((await menu('operator', other.id)).statusCode).toBe(403);
    expect((await menu('company', park)).statusCode).toBe(403);
    expect((await menu('agency', park)).statusCode).toBe(403);
  });

  it('answers an unknown park with 404 and a bad park id with code != 1', async () => {
    expect((await menu('admin', 99999)).statusCode).toBe(404);
    const bad = await call(app, await sessionFor('admin'), '/api/v1/menu/getCurrentUserMenu/abc');
    expect(bad.statusCode).toBe(200);
    expect(bad.json().code).not.toBe(1);
  });

  it('answers park 0 (no park chosen) with the whole tree for the admin and no menu for an operator', async () => {
    const admin = (await menu('admin', 0)).json();
    expect(paths(admin.data)).toEqual(expect.arrayContaining(MANAGE_AREAS));
    const operator = (await menu('operator', 0)).json();
    expect(operator).toMatchObject({ code: 1, data: [] });
  });

  it('needs a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/menu/getCurrentUserMenu/1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: '4001' });
  });

  it('gives the seeded operator role the voucher privilege 0108 with level 1', async () => {
    const result = await runSql(sql`
      select r.name, r.level, p.code from roles r
      join role_privileges rp on rp.role_id = r.id join privileges p on p.id = rp.privilege_id
      where p.code = '0108'`);
    expect(result.rows).toContainEqual({ name: '园区运营', level: 1, code: '0108' });
  });
});
