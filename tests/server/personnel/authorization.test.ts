import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniqueMessage } from '../../../server/modules/personnel/rules';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, rows, send } from '../park/fixtures';
import { companyIdOf, otherCompanyAccount, personnelLogCount, staffCount, staffIdOf, validId, XINGYUN, YUNFAN } from './fixtures';

const LISTS = 'v1/enterprise/personnel/lists';
const WEB = 'v1/enterprise/personnel/list/web';
const SAVE = 'v1/enterprise/personnel/addOrUodate';
const DELETE = 'v1/enterprise/personnel/delete';

const person = { name: '越权员工', phone: '13798765432', idNumber: validId(40), entryDate: '2025-01-15' };

describe('who may read and change staff', () => {
  let app: FastifyInstance;
  let xingyun: number;
  let yunfan: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    xingyun = await companyIdOf(XINGYUN);
    yunfan = await companyIdOf(YUNFAN);
  });

  it('refuses another company\'s id and another company\'s staff with 403, writing nothing', async () => {
    const company = await sessionFor('company');
    await otherCompanyAccount();
    const foreign = await staffIdOf(yunfan);
    const [ours, theirs, logs] = [await staffCount(xingyun), await staffCount(yunfan), await personnelLogCount()];
    const refused: [string, 'GET' | 'POST', object?][] = [
      [LISTS, 'POST', { companyId: yunfan }],
      [SAVE, 'POST', { ...person, companyId: yunfan }],
      [SAVE, 'POST', { ...person, id: foreign }],
      [DELETE, 'POST', { id: foreign }],
      [DELETE, 'POST', { ids: [await staffIdOf(xingyun), foreign] }],
      [`v1/enterprise/personnel/info/${foreign}`, 'GET'],
    ];
    for (const [url, method, body] of refused) {
      const res = await send(app, company, method, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().msg, url).toBe('只能管理本企业的员工');
    }
    expect([await staffCount(xingyun), await staffCount(yunfan), await personnelLogCount()]).toEqual([ours, theirs, logs]);
    expect((await json(app, company, 'POST', LISTS, { companyId: xingyun })).code).toBe(1);
  });

  it('shows each company only its own staff', async () => {
    const yunfanTokens = await otherCompanyAccount();
    const list = rows((await json(app, yunfanTokens, 'POST', LISTS, { pageSize: 100 })).data.list);
    expect(list.length).toBe(await staffCount(yunfan));
    expect(list.every((r) => r.companyId === yunfan)).toBe(true);
  });

  it('lets a company that has not settled read its (empty) staff but change nothing', async () => {
    const newcompany = await sessionFor('newcompany');
    expect((await json(app, newcompany, 'POST', LISTS, {})).data).toEqual({ list: [], total: 0 });
    const res = await json(app, newcompany, 'POST', SAVE, person);
    expect(res).toMatchObject({ code: 0, msg: '企业入驻审核通过后才能管理员工' });
  });

  it('gives a park operator a read-only view of the companies of their parks only', async () => {
    const operator = await sessionFor('operator');
    const own = await json(app, operator, 'POST', WEB, { companyId: xingyun, pageSize: 5 });
    expect(own).toMatchObject({ code: 1, data: { total: await staffCount(xingyun), company: { id: xingyun, name: XINGYUN, state: 1 } } });
    expect(rows(own.data.list)).toHaveLength(5);
    expect(String(rows(own.data.list)[0]?.idNumber)).toContain('**********');
    const filtered = await json(app, operator, 'POST', WEB, { companyId: xingyun, department: '研发部' });
    expect(rows(filtered.data.list).every((r) => r.department === '研发部')).toBe(true);
    const other = await send(app, operator, 'POST', WEB, { companyId: yunfan });
    expect(other.statusCode).toBe(403);
    expect((await send(app, operator, 'POST', WEB, { companyId: 999999 })).statusCode).toBe(404);
    const admin = await sessionFor('admin');
    expect((await json(app, admin, 'POST', WEB, { companyId: yunfan })).data.total).toBe(await staffCount(yunfan));
  });

  it('refuses the company calls to managers and agencies, and list/web to companies and agencies', async () => {
    const logs = await personnelLogCount();
    const before = await staffCount(xingyun);
    const calls: [Tokens, 'GET' | 'POST', string, object?][] = [];
    for (const name of ['operator', 'admin', 'agency']) {
      const tokens = await sessionFor(name);
      calls.push(
        [tokens, 'POST', LISTS, {}],
        [tokens, 'POST', SAVE, { ...person, companyId: xingyun }],
        [tokens, 'POST', DELETE, { id: await staffIdOf(xingyun) }],
        [tokens, 'GET', 'v1/enterprise/personnel/template'],
        [tokens, 'GET', `v1/enterprise/personnel/info/${await staffIdOf(xingyun)}`],
      );
    }
    for (const name of ['company', 'agency']) calls.push([await sessionFor(name), 'POST', WEB, { companyId: xingyun }]);
    for (const [tokens, method, url, body] of calls) {
      expect((await send(app, tokens, method, url, body)).statusCode, url).toBe(403);
    }
    expect((await send(app, null, 'POST', LISTS, {})).statusCode).toBe(401);
    expect(await staffCount(xingyun)).toBe(before);
    expect(await personnelLogCount()).toBe(logs);
  });

  it('names the violated index when a race gets past the pre-checks', async () => {
    const [row] = (await runSql(sql`select company_id, park_id, phone, id_number from personnel where company_id = ${xingyun} limit 1`)).rows as {
      company_id: number; park_id: number; phone: string; id_number: string;
    }[];
    const clash = async (phone: string, idNumber: string) => {
      try {
        await runSql(sql`insert into personnel (company_id, park_id, name, phone, id_number) values (${row!.company_id}, ${row!.park_id}, '竞争', ${phone}, ${idNumber})`);
        return null;
      } catch (error) {
        return uniqueMessage(error);
      }
    };
    expect(await clash(row!.phone, validId(77))).toBe('手机号已存在');
    expect(await clash('13700007777', row!.id_number)).toBe('身份证号已存在');
  });
});
