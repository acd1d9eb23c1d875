import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { DISABLED_PARK, json, logCount, parkId, rows, send, validPark, ZHANGJIANG, ZHONGGUANCUN } from './fixtures';

describe('parks', () => {
  let app: FastifyInstance;
  let admin: Tokens;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    admin = await sessionFor('admin');
  });

  it('lists the enabled parks to anyone without a session, paged, searchable and bounded, with their public face only', async () => {
    const all = await json(app, null, 'POST', 'v1/park/open/list', {});
    expect(all.code).toBe(1);
    expect(all.data.total).toBe(3);
    const names = rows(all.data.list).map((p) => p.name);
    expect(names).not.toContain(DISABLED_PARK);
    expect(Object.keys(rows(all.data.list)[0] ?? {}).sort()).toEqual(['areaCode', 'cityCode', 'id', 'logo', 'name', 'provinceCode', 'regionName']);

    const page = await json(app, null, 'POST', 'v1/park/open/list', { pageNum: 2, pageSize: 2 });
    expect(rows(page.data.list)).toHaveLength(1);
    expect(page.data.total).toBe(3);
    const byName = await json(app, null, 'POST', 'v1/park/open/list', { name: '张江' });
    expect(rows(byName.data.list).map((p) => p.name)).toEqual([ZHANGJIANG]);
    const byRegion = await json(app, null, 'POST', 'v1/park/open/list', { provinceCode: '11', cityCode: '1101' });
    expect(rows(byRegion.data.list)).toMatchObject([{ name: ZHONGGUANCUN, regionName: expect.stringContaining('北京') }]);
    const disabled = await json(app, null, 'POST', 'v1/park/open/list', { name: DISABLED_PARK });
    expect(disabled.data.total).toBe(0);

    const tooMany = await send(app, null, 'POST', 'v1/park/open/list', { pageSize: 51 });
    expect(tooMany.json().code).not.toBe(1);
    const enabledOnly = await send(app, null, 'POST', 'v1/park/open/list', { enabled: false });
    expect(enabledOnly.json().code, 'the state filter is not offered').not.toBe(1);
  });

  it('lists every park to the admin, paged and filtered by name, region and state', async () => {
    const all = await json(app, admin, 'POST', 'v1/admin/park/list', {});
    expect(all.code).toBe(1);
    expect(all.data.total).toBe(4);
    expect(rows(all.data.list)[0]).toMatchObject({ name: DISABLED_PARK, enabled: false, regionName: '浙江省 杭州市 余杭区' });

    const page = await json(app, admin, 'POST', 'v1/admin/park/list', { pageNum: 2, pageSize: 3 });
    expect(rows(page.data.list)).toHaveLength(1);
    expect(page.data.total).toBe(4);

    const byName = await json(app, admin, 'POST', 'v1/admin/park/list', { name: '张江' });
    expect(rows(byName.data.list).map((p) => p.name)).toEqual([ZHANGJIANG]);
    const byRegion = await json(app, admin, 'POST', 'v1/admin/park/list', { provinceCode: '11', cityCode: '1101' });
    expect(rows(byRegion.data.list).map((p) => p.name)).toEqual([ZHONGGUANCUN]);
    const disabled = await json(app, admin, 'POST', 'v1/admin/park/list', { enabled: false });
    expect(rows(disabled.data.list).map((p) => p.name)).toEqual([DISABLED_PARK]);
    const literal = await json(app, admin, 'POST', 'v1/admin/park/list', { name: '%' });
    expect(literal.data.total).toBe(0);
  });

  it('adds a park, gives its info and writes a log entry', async () => {
    const before = await logCount('park');
    const added = await json(app, admin, 'POST', 'v1/admin/park/add', validPark);
    expect(added).toMatchObject({ code: 1, data: { name: validPark.name, areaSqm: 150000, enabled: true } });
    const info = await json(app, admin, 'GET', `v1/admin/park/info/${String(added.data.id)}`);
    expect(info.data).toMatchObject({ ...validPark, regionName: '上海市 市辖区 浦东新区', buildingCount: 0, roomCount: 0 });
    expect(await logCount('park')).toBe(before + 1);
  });

  it('updates a park and logs before and after', async () => {
    const id = await parkId(ZHANGJIANG);
    const res = await json(app, admin, 'PUT', 'v1/admin/park/update', { id, contact: '新联系人', areaSqm: 1.5 });
    expect(res).toMatchObject({ code: 1, data: { contact: '新联系人', areaSqm: 1.5, name: ZHANGJIANG } });
    const log = await runSql(sql`select before, after from operation_logs where module = 'park' and action = 'update' and park_id = ${id}`);
    expect(log.rows[0]).toMatchObject({ before: { contact: '李静' }, after: { contact: '新联系人' } });
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const before = await logCount('park');
    const bad: object[] = [
      {},
      { ...validPark, name: undefined },
      { ...validPark, name: 123 },
      { ...validPark, name: 'x'.repeat(31) },
      { ...validPark, name: '   ' },
      { ...validPark, areaSqm: -5 },
      { ...validPark, areaSqm: 0 },
      { ...validPark, areaSqm: '100' },
      { ...validPark, phone: 'call me' },
      { ...validPark, provinceCode: 'sh' },
      { ...validPark, extra: true },
      { ...validPark, introduction: 'x'.repeat(2001) },
    ];
    for (const payload of bad) {
      const res = await send(app, admin, 'POST', 'v1/admin/park/add', payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().code).not.toBe(1);
      expect(res.json().msg).toMatch(/字段|不支持|缺少/);
    }
    const mismatch = await json(app, admin, 'POST', 'v1/admin/park/add', { ...validPark, cityCode: '1101' });
    expect(mismatch.msg).toBe('省市区不匹配，请重新选择');
    const duplicate = await json(app, admin, 'POST', 'v1/admin/park/add', { ...validPark, name: ` ${ZHANGJIANG} ` });
    expect(duplicate).toMatchObject({ code: 0, msg: '园区名称已存在', errors: [{ field: 'name', msg: '园区名称已存在' }] });
    const rename = await json(app, admin, 'PUT', 'v1/admin/park/update', { id: await parkId(ZHONGGUANCUN), name: ZHANGJIANG });
    expect(rename.msg).toBe('园区名称已存在');
    expect(await logCount('park')).toBe(before);
  });

  it('answers unknown ids with 404', async () => {
    expect((await send(app, admin, 'GET', 'v1/admin/park/info/99999')).statusCode).toBe(404);
    expect((await send(app, admin, 'PUT', 'v1/admin/park/update', { id: 99999, contact: 'x' })).statusCode).toBe(404);
    expect((await send(app, admin, 'PUT', 'v1/admin/park/setting/isvalid', { id: 99999, enabled: true })).statusCode).toBe(404);
    expect((await json(app, admin, 'GET', 'v1/admin/park/info/abc')).code).not.toBe(1);
  });

  it('disabling a park hides it from the chooser and refuses its operators until it is enabled again', async () => {
    const id = await parkId(ZHANGJIANG);
    const operator = await sessionFor('operator');
    const disabled = await json(app, admin, 'PUT', 'v1/admin/park/setting/isvalid', { id, enabled: false });
    expect(disabled).toMatchObject({ code: 1, data: { enabled: false } });

    const chooser = await json(app, admin, 'POST', 'v1/user/user/belong/park', {});
    expect(rows(chooser.data).map((p) => p.name)).not.toContain(ZHANGJIANG);
    // The operator's session in that park ends; a new one in it is refused by every park call.
    expect((await send(app, operator, 'POST', 'v1/admin/park/list', {})).statusCode).toBe(401);
    const fresh = await sessionFor('operator', id);
    expect((await send(app, fresh, 'GET', `v1/admin/park/info/${id}`)).statusCode).toBe(403);
    expect((await send(app, fresh, 'GET', `v1/park/building/select/list/${id}`)).statusCode).toBe(403);
    expect((await json(app, fresh, 'POST', 'v1/admin/park/list', {})).data.total).toBe(0);

    await json(app, admin, 'PUT', 'v1/admin/park/setting/isvalid', { id, enabled: true });
    expect((await json(app, fresh, 'GET', `v1/admin/park/info/${id}`)).code).toBe(1);
    const actions = await runSql(sql`select action from operation_logs where module = 'park' and park_id = ${id} order by id desc limit 2`);
    expect(actions.rows.map((r) => (r as { action: string }).action)).toEqual(['enable', 'disable']);
  });
});
