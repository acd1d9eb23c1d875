import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { sql } from 'drizzle-orm';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { idOf, operatorParkId, roleId, send, setOperatorCodes, type Method } from './access-kit';

interface Case {
  method: Method;
  url: string;
  payload?: object;
  // The button privilege the route sits behind; null: any manage session may call it.
  privilege: string | null;
}

async function spareMenu(): Promise<number> {
  const [row] = (await runSql(sql`select id from menus where path = 'matrix-spare'`)).rows as { id: number }[];
  return row?.id ?? idOf(sql`insert into menus (name, path, sort) values ('矩阵', 'matrix-spare', 999) returning id`);
}

async function cases(): Promise<Case[]> {
  const role = await roleId('客服专员');
  // A menu of no screen: deleting it takes no screen (and so no read) from anyone.
  const menu = await spareMenu();
  return [
    { method: 'POST', url: 'v1/role/list', payload: {}, privilege: null },
    { method: 'POST', url: 'v1/levelUserRole/lists/2', payload: {}, privilege: null },
    { method: 'GET', url: `v1/role/detail/${role}`, privilege: null },
    { method: 'POST', url: 'v1/role/add', payload: { name: '矩阵', level: 3 }, privilege: '0109' },
    { method: 'PUT', url: 'v1/role/update', payload: { id: role, name: '矩阵', level: 3 }, privilege: '0109' },
    { method: 'POST', url: 'v1/role/setting', payload: { roleId: role, menuIds: [], privilegeIds: [] }, privilege: '0109' },
    { method: 'DELETE', url: `v1/role/delete/${role}`, privilege: '0109' },
    { method: 'GET', url: 'v1/menu/allTree', privilege: null },
    { method: 'POST', url: 'v1/menu/addMenu', payload: { name: '矩阵', path: 'matrix' }, privilege: '0111' },
    { method: 'POST', url: 'v1/menu/setMenuPrivilege', payload: { menuId: menu, privilegeIds: [] }, privilege: '0111' },
    { method: 'DELETE', url: `v1/menu/deleteMenu/${menu}`, privilege: '0111' },
    { method: 'GET', url: 'v1/privilege/list', privilege: null },
    { method: 'POST', url: 'v1/privilege/add', payload: { code: '0990', name: '矩阵' }, privilege: '0111' },
    { method: 'DELETE', url: 'v1/privilege/delete/999999', privilege: '0111' },
    { method: 'POST', url: 'v1/customerServiceManager/list', payload: {}, privilege: null },
    { method: 'POST', url: 'v1/customerServiceManager/detail', payload: { id: 1 }, privilege: null },
    { method: 'POST', url: 'v1/customerServiceManager/insert', payload: { username: 'm-x', password: 'x', nickname: 'x', roleId: role }, privilege: '0112' },
    { method: 'POST', url: 'v1/customerServiceManager/update', payload: { id: 999999 }, privilege: '0112' },
    { method: 'POST', url: 'v1/customerServiceManager/freeze', payload: { id: 999999, frozen: true }, privilege: '0112' },
    { method: 'POST', url: 'v1/customerServiceManager/allot', payload: { managerId: 999999, companyIds: [1] }, privilege: '0112' },
    { method: 'POST', url: 'v1/customerServiceManager/allot/list', payload: {}, privilege: null },
    { method: 'DELETE', url: 'v1/customerServiceManager/allot/delete/999999', privilege: '0112' },
    { method: 'POST', url: 'v1/admin/logs/list', payload: {}, privilege: null },
    { method: 'POST', url: 'v1/admin/logs/export', payload: {}, privilege: '0113' },
  ];
}

const refusedByGate = (res: { statusCode: number; json(): { msg?: string } }) => res.statusCode === 403 && res.json().msg === '权限不足';

describe('authorization matrix of the access and audit calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  async function run(tokens: Tokens | null, check: (c: Case, res: Awaited<ReturnType<typeof send>>) => void) {
    for (const c of await cases()) check(c, await send(app, tokens, c.method, c.url, c.payload));
  }

  it('lets the platform admin through every call', async () => {
    await run(await sessionFor('admin', await operatorParkId()), (c, res) => {
      expect([401, 403], `${c.method} ${c.url}`).not.toContain(res.statusCode);
    });
  });

  it('lets an operator whose role holds every code through every call', async () => {
    await setOperatorCodes(['0109', '0111', '0112', '0113']);
    await run(await sessionFor('operator'), (c, res) => {
      expect(refusedByGate(res), `${c.method} ${c.url}: ${res.body}`).toBe(false);
      expect(res.statusCode).not.toBe(401);
    });
  });

  it('refuses an operator lacking a code with 403 on exactly the calls behind it', async () => {
    await setOperatorCodes([]);
    await run(await sessionFor('operator'), (c, res) => {
      expect(refusedByGate(res), `${c.method} ${c.url}: ${res.body}`).toBe(c.privilege !== null);
    });
  });

  it('refuses companies and agencies with 403 on every call', async () => {
    for (const username of ['company', 'agency']) {
      await run(await sessionFor(username), (c, res) => expect(res.statusCode, `${username} ${c.method} ${c.url}`).toBe(403));
    }
  });

  it('answers callers without a token 401 4001 on every call', async () => {
    await run(null, (c, res) => {
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(401);
      expect(res.json().code).toBe('4001');
    });
  });
});
