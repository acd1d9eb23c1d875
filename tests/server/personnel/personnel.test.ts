import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, rows } from '../park/fixtures';
import { badCheckId, companyIdOf, personnelLogCount, staffCount, validId, XINGYUN } from './fixtures';

const LISTS = 'v1/enterprise/personnel/lists';
const SAVE = 'v1/enterprise/personnel/addOrUodate';
const DELETE = 'v1/enterprise/personnel/delete';

const person = (patch: Record<string, unknown> = {}) => ({
  name: '新员工', phone: '13712345678', idNumber: validId(1), entryDate: '2025-01-15', department: '研发部', position: '工程师', education: '硕士', ...patch,
});

describe('a company manages its staff', () => {
  let app: FastifyInstance;
  let company: Tokens;
  let xingyun: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    company = await sessionFor('company');
    xingyun = await companyIdOf(XINGYUN);
  });

  it('lists its demo staff, newest first, with every ID number masked', async () => {
    const res = await json(app, company, 'POST', LISTS, { pageSize: 100 });
    expect(res.code).toBe(1);
    expect(res.data.total).toBeGreaterThanOrEqual(15);
    const list = rows(res.data.list);
    expect(new Set(list.map((r) => r.department)).size).toBeGreaterThanOrEqual(4);
    for (const row of list) {
      expect(row.companyId).toBe(xingyun);
      expect(String(row.idNumber)).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
      expect(row).not.toHaveProperty('parkId');
    }
    const ids = list.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const days = list.map((r) => String(r.entryDate)).sort();
    expect(Number(days.at(-1)?.slice(0, 4)) - Number(days[0]?.slice(0, 4))).toBeGreaterThanOrEqual(2);
  });

  it('filters by name, phone, department and position, and pages', async () => {
    const all = rows((await json(app, company, 'POST', LISTS, { pageSize: 100 })).data.list);
    const first = all[0] as { name: string; phone: string; department: string; position: string };
    for (const [key, value] of Object.entries({ name: first.name, phone: first.phone.slice(3, 9), department: first.department, position: first.position })) {
      const res = await json(app, company, 'POST', LISTS, { [key]: value, pageSize: 100 });
      expect(res.data.total, key).toBeGreaterThan(0);
      expect(rows(res.data.list).every((r) => String(r[key]).includes(value)), key).toBe(true);
    }
    expect((await json(app, company, 'POST', LISTS, { name: '%' })).data.total).toBe(0);
    const second = await json(app, company, 'POST', LISTS, { pageNum: 2, pageSize: 5 });
    expect(rows(second.data.list).map((r) => r.id)).toEqual(all.slice(5, 10).map((r) => r.id));
  });

  it('adds a staff member, logs it masked, and reads it back masked', async () => {
    const logs = await personnelLogCount();
    const res = await json(app, company, 'POST', SAVE, person({ idNumber: validId(7).replace('X', 'x') }));
    expect(res).toMatchObject({ code: 1, data: { name: '新员工', phone: '13712345678', companyId: xingyun, education: '硕士', entryDate: '2025-01-15' } });
    const id = validId(7);
    expect(res.data.idNumber).toBe(`${id.slice(0, 4)}**********${id.slice(-4)}`);
    expect(await personnelLogCount()).toBe(logs + 1);
    const info = await json(app, company, 'GET', `v1/enterprise/personnel/info/${String(res.data.id)}`);
    expect(info.data).toMatchObject({ name: '新员工', idNumber: res.data.idNumber });
    const listed = rows((await json(app, company, 'POST', LISTS, { phone: '13712345678' })).data.list);
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(id);
  });

  it('updates with an id: the ID number is kept unless sent again', async () => {
    const added = await json(app, company, 'POST', SAVE, person());
    const id = Number(added.data.id);
    const kept = await json(app, company, 'POST', SAVE, { id, name: '改名', phone: '13712345679', entryDate: '2024-02-01' });
    expect(kept).toMatchObject({ code: 1, data: { id, name: '改名', phone: '13712345679', idNumber: added.data.idNumber, department: null, education: null } });
    const replaced = await json(app, company, 'POST', SAVE, { id, name: '改名', phone: '13712345679', entryDate: '2024-02-01', idNumber: validId(2) });
    expect(replaced.data.idNumber).toBe(`${validId(2).slice(0, 4)}**********${validId(2).slice(-4)}`);
    expect(await staffCount(xingyun)).toBe(25);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await staffCount(xingyun);
    const logs = await personnelLogCount();
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [person({ phone: '12345678901' }), /phone/],
      [person({ phone: '1381234567' }), /phone/],
      [person({ idNumber: '31011519900307' }), /idNumber/],
      [person({ idNumber: badCheckId(3) }), '身份证号校验位不正确'],
      [person({ idNumber: '110101199002301234' }), '身份证号中的出生日期不正确'],
      [person({ idNumber: undefined }), '请输入身份证号'],
      [person({ entryDate: '2025-02-30' }), '入职日期不是有效的日期'],
      [person({ entryDate: '2999-01-01' }), '入职日期不能晚于今天'],
      [person({ entryDate: '15/01/2025' }), /entryDate/],
      [person({ education: '小学' }), /education/],
      [person({ name: '   ' }), /name/],
      [person({ name: 'x'.repeat(31) }), /name/],
      [person({ department: 'a\u0000b' }), /department/],
      [person({ salary: 1 }), '不支持的字段：salary'],
      [{ ...person(), phone: undefined }, /phone/],
    ];
    for (const [body, message] of cases) {
      const res = await json(app, company, 'POST', SAVE, body);
      expect(res.code, JSON.stringify(body)).not.toBe(1);
      if (typeof message === 'string') expect(res.msg).toBe(message);
      else expect(res.msg).toMatch(message);
    }
    expect((await json(app, company, 'POST', SAVE, person({ id: 999999 }))).msg).toBe('员工不存在');
    expect(await staffCount(xingyun)).toBe(before);
    expect(await personnelLogCount()).toBe(logs);
  });

  it('keeps phone and ID number unique inside the company, not across companies', async () => {
    await json(app, company, 'POST', SAVE, person());
    expect(await json(app, company, 'POST', SAVE, person({ idNumber: validId(9) }))).toMatchObject({ msg: '手机号已存在', errors: [{ field: 'phone', msg: '手机号已存在' }] });
    expect((await json(app, company, 'POST', SAVE, person({ phone: '13712340000' }))).msg).toBe('身份证号已存在');
    const other = await json(app, company, 'POST', SAVE, person({ phone: '13712340001', idNumber: validId(10) }));
    const clash = await json(app, company, 'POST', SAVE, { id: Number(other.data.id), name: '甲', phone: '13712345678', entryDate: '2025-01-01' });
    expect(clash.msg).toBe('手机号已存在');
    expect(await staffCount(xingyun)).toBe(26);
  });

  it('lets exactly one of two racing adds with one phone through', async () => {
    const before = await staffCount(xingyun);
    const [a, b] = await Promise.all([
      json(app, company, 'POST', SAVE, person({ name: '甲', idNumber: validId(20) })),
      json(app, company, 'POST', SAVE, person({ name: '乙', idNumber: validId(21) })),
    ]);
    expect([a.code, b.code].sort()).toEqual([0, 1]);
    expect([a, b].find((r) => r.code !== 1)?.msg).toBe('手机号已存在');
    expect(await staffCount(xingyun)).toBe(before + 1);
  });

  it('deletes one by id or several by ids, logging each call', async () => {
    const first = await json(app, company, 'POST', SAVE, person());
    const second = await json(app, company, 'POST', SAVE, person({ phone: '13712340002', idNumber: validId(30) }));
    const third = await json(app, company, 'POST', SAVE, person({ phone: '13712340003', idNumber: validId(31) }));
    const before = await staffCount(xingyun);
    const logs = await personnelLogCount();
    expect((await json(app, company, 'POST', DELETE, { id: Number(first.data.id) })).code).toBe(1);
    expect((await json(app, company, 'POST', DELETE, { ids: [Number(second.data.id), Number(third.data.id)] })).code).toBe(1);
    expect(await staffCount(xingyun)).toBe(before - 3);
    expect(await personnelLogCount()).toBe(logs + 2);
    expect((await json(app, company, 'POST', DELETE, { id: Number(first.data.id) })).msg).toBe('员工不存在或已删除');
    expect((await json(app, company, 'POST', DELETE, {})).msg).toBe('请选择要删除的员工');
  });
});
