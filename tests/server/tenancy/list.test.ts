import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, parkId, rows, send, ZHANGJIANG, ZHONGGUANCUN, type Loose } from '../park/fixtures';
import { HENGYUAN, XINGYUN, YUNFAN, ZHIZAO } from './fixtures';

const names = (data: Loose) => rows(data.list).map((r) => r.name);

describe('v1/enterprise/lists', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let admin: Tokens;
  let park: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    park = await parkId(ZHANGJIANG);
    admin = await sessionFor('admin', park);
  });

  it('lists the companies of the session park with rooms, area, manager and state; the allotted ones first', async () => {
    const res = await json(app, operator, 'POST', 'v1/enterprise/lists', {});
    expect(res.code).toBe(1);
    expect(res.data.total).toBe(6);
    const list = rows(res.data.list);
    // The demo operator is the manager of 恒远物流 and 智造机器人: they come first, newest first.
    expect(list.slice(0, 2).map((r) => r.name)).toEqual([ZHIZAO, HENGYUAN]);
    expect(list.slice(0, 2).every((r) => r.mine === true && r.managerName === '张江园区运营')).toBe(true);
    const xingyun = list.find((r) => r.name === XINGYUN) as Record<string, unknown>;
    expect(xingyun).toMatchObject({ state: 1, mine: false, managerName: null, industry: '人工智能' });
    expect(xingyun.rooms).toEqual([expect.objectContaining({ buildingName: 'A座', floorName: '1层', name: '101室' })]);
    expect(xingyun.areaSqm).toBeGreaterThan(0);
    expect(xingyun.settledAt).toEqual(expect.any(String));
    expect(list.find((r) => r.name === HENGYUAN)).toMatchObject({ state: 3, rooms: [], areaSqm: 0, movedOutOn: expect.any(String) });
  });

  it('pages across the allotted companies and the others', async () => {
    const all = names((await json(app, operator, 'POST', 'v1/enterprise/lists', { pageSize: 100 })).data);
    const pages: unknown[] = [];
    for (const pageNum of [1, 2, 3]) pages.push(...names((await json(app, operator, 'POST', 'v1/enterprise/lists', { pageNum, pageSize: 2 })).data));
    expect(pages).toEqual(all);
    const single = await json(app, operator, 'POST', 'v1/enterprise/lists', { pageNum: 2, pageSize: 1 });
    expect(names(single.data)).toEqual([HENGYUAN]);
  });

  it('filters by name, state, building, industry, manager and mine', async () => {
    const by = async (filter: object) => names((await json(app, operator, 'POST', 'v1/enterprise/lists', filter)).data);
    expect(await by({ name: '星云' })).toEqual([XINGYUN]);
    expect(await by({ name: '%' })).toEqual([]);
    expect(await by({ state: 'settled' })).toEqual([ZHIZAO, XINGYUN]);
    expect(await by({ state: 'movedOut' })).toEqual([HENGYUAN]);
    expect((await by({ state: 'notApplied' })).length).toBe(1);
    expect(await by({ industry: '人工' })).toEqual([XINGYUN]);
    const buildingA = Number((await runSql(sql`select id from buildings where park_id = ${park} and name = 'A座'`)).rows.map((r) => (r as { id: number }).id)[0]);
    const buildingB = Number((await runSql(sql`select id from buildings where park_id = ${park} and name = 'B座'`)).rows.map((r) => (r as { id: number }).id)[0]);
    expect(await by({ buildingId: buildingA })).toEqual([ZHIZAO, XINGYUN]);
    expect(await by({ buildingId: buildingB })).toEqual([]);
    const operatorId = Number((await runSql(sql`select id from users where username = 'operator'`)).rows.map((r) => (r as { id: number }).id)[0]);
    expect(await by({ managerId: operatorId })).toEqual([ZHIZAO, HENGYUAN]);
    expect(await by({ mine: true })).toEqual([ZHIZAO, HENGYUAN]);
    expect(await by({ mine: true, state: 'settled' })).toEqual([ZHIZAO]);
    expect(await by({ state: 'settled', name: '星云', buildingId: buildingA })).toEqual([XINGYUN]);
  });

  it('lets the admin list any park, and keeps operators to theirs', async () => {
    const other = await parkId(ZHONGGUANCUN);
    const res = await json(app, admin, 'POST', 'v1/enterprise/lists', { parkId: other });
    expect(names(res.data)).toContain(YUNFAN);
    expect(rows(res.data.list).every((r) => r.mine === false)).toBe(true);
    expect((await send(app, operator, 'POST', 'v1/enterprise/lists', { parkId: other })).statusCode).toBe(403);
    expect((await json(app, operator, 'POST', 'v1/enterprise/lists', { parkId: park })).data.total).toBe(6);
  });

  it('refuses companies and agencies, and bad filters', async () => {
    for (const who of ['company', 'agency', 'newcompany']) {
      expect((await send(app, await sessionFor(who), 'POST', 'v1/enterprise/lists', {})).statusCode).toBe(403);
    }
    expect((await send(app, null, 'POST', 'v1/enterprise/lists', {})).statusCode).toBe(401);
    for (const bad of [{ state: 'gone' }, { state: 1 }, { pageSize: 1000 }, { name: 'x'.repeat(51) }, { buildingId: 0 }, { managerId: -1 }, { mine: 'yes' }, { extra: 1 }, { name: 'a\u0000' }]) {
      const res = await send(app, operator, 'POST', 'v1/enterprise/lists', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBeLessThan(500);
      expect(res.json().code, JSON.stringify(bad)).not.toBe(1);
    }
  });
});
