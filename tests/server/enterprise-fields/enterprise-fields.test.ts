import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { testApp, testDatabase } from '../helpers/test-server';
import { enterpriseForm } from '../../../server/modules/enterprise-fields/queries';
import { json, logCount, parkId, rows, send, ZHANGJIANG, ZHONGGUANCUN } from '../park/fixtures';

describe('enterprise field configuration', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let park: number;
  let basic: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    park = await parkId(ZHANGJIANG);
    const models = await json(app, operator, 'POST', 'v1/enterprise/models/list', { parkId: park });
    basic = Number(rows(models.data.list)[0]?.id);
  });

  const fieldLabels = async (modelId: number) =>
    rows((await json(app, operator, 'POST', 'v1/enterprise/fields/list', { modelId })).data.list).map((f) => f.label);

  it('lists the seeded modules in order with their field counts', async () => {
    const models = await json(app, operator, 'POST', 'v1/enterprise/models/list', { parkId: park });
    expect(rows(models.data.list).map((m) => [m.name, m.fieldCount])).toEqual([['基本信息', 6], ['经营信息', 7], ['知识产权', 2]]);
    expect((await fieldLabels(basic)).slice(0, 2)).toEqual(['企业名称', '统一社会信用代码']);
  });

  it('adds, edits, orders, disables and removes fields, logging each change', async () => {
    const logs = await logCount('enterpriseModel', 'enterpriseField');
    const added = await json(app, operator, 'POST', 'v1/enterprise/fields/add', {
      modelId: basic, fieldKey: 'scale', label: '企业规模', type: 'select', required: true, options: ['大型', '中型', '小型'], maxLength: 20,
    });
    expect(added).toMatchObject({ code: 1, data: { label: '企业规模', options: ['大型', '中型', '小型'], maxLength: null, enabled: true } });
    const id = Number(added.data.id);
    expect((await fieldLabels(basic)).at(-1)).toBe('企业规模');

    expect((await json(app, operator, 'PUT', 'v1/enterprise/fields/move', { id, direction: 'up' })).code).toBe(1);
    expect((await fieldLabels(basic)).slice(-2)).toEqual(['企业规模', '营业执照']);
    const edited = await json(app, operator, 'PUT', 'v1/enterprise/fields/update', { id, label: '规模', type: 'text', maxLength: 10, enabled: false });
    expect(edited.data).toMatchObject({ label: '规模', type: 'text', options: [], maxLength: 10, enabled: false });
    const { db } = await testDatabase();
    const form = await enterpriseForm(db, park);
    expect(form[0]?.fields.map((f) => f.label)).not.toContain('规模');

    expect((await json(app, operator, 'DELETE', `v1/enterprise/fields/delete/${id}`)).code).toBe(1);
    expect(await fieldLabels(basic)).not.toContain('规模');
    expect(await logCount('enterpriseModel', 'enterpriseField')).toBe(logs + 4);
  });

  it('adds, renames, orders and removes modules', async () => {
    const added = await json(app, operator, 'POST', 'v1/enterprise/models/add', { parkId: park, name: '融资信息', moduleKey: 'finance' });
    expect(added.data).toMatchObject({ name: '融资信息', sort: 40 });
    const id = Number(added.data.id);
    await json(app, operator, 'PUT', 'v1/enterprise/models/move', { id, direction: 'up' });
    await json(app, operator, 'PUT', 'v1/enterprise/models/update', { id, name: '融资', enabled: false });
    const models = await json(app, operator, 'POST', 'v1/enterprise/models/list', { parkId: park });
    expect(rows(models.data.list).map((m) => m.name)).toEqual(['基本信息', '经营信息', '融资', '知识产权']);
    expect((await json(app, operator, 'DELETE', `v1/enterprise/models/delete/${basic}`)).msg).toBe('请先删除该模块下的字段');
    expect((await json(app, operator, 'DELETE', `v1/enterprise/models/delete/${id}`)).code).toBe(1);
  });

  it('refuses bad field definitions with a message', async () => {
    const bad: [object, RegExp][] = [
      [{ modelId: basic, fieldKey: 'x', label: '选项', type: 'select' }, /至少需要一个选项/],
      [{ modelId: basic, fieldKey: 'companyName', label: '重复', type: 'text' }, /相同标识/],
      [{ modelId: basic, fieldKey: '1bad', label: '坏', type: 'text' }, /格式/],
      [{ modelId: basic, fieldKey: 'y', label: '坏', type: 'color' }, /取值/],
      [{ modelId: basic, fieldKey: 'y', label: 'x'.repeat(31), type: 'text' }, /不能超过/],
      [{ modelId: basic, fieldKey: 'y', label: '长', type: 'text', maxLength: 0 }, /不能小于/],
      [{ modelId: basic, fieldKey: 'y', label: '缺' }, /缺少/],
      [{ modelId: basic, fieldKey: 'y', label: '选', type: 'select', options: ['a', 'a'] }, /不合法|字段/],
    ];
    for (const [payload, message] of bad) {
      const res = await json(app, operator, 'POST', 'v1/enterprise/fields/add', payload);
      expect(res.code, JSON.stringify(payload)).not.toBe(1);
      expect(res.msg).toMatch(message);
    }
    expect((await send(app, operator, 'POST', 'v1/enterprise/fields/add', { modelId: 99999, fieldKey: 'y', label: '无', type: 'text' })).statusCode).toBe(404);
    const first = rows((await json(app, operator, 'POST', 'v1/enterprise/fields/list', { modelId: basic })).data.list)[0]?.id;
    expect((await json(app, operator, 'PUT', 'v1/enterprise/fields/move', { id: first, direction: 'up' })).msg).toBe('已经是第一个字段');
  });

  it('gives a field a kind that fits its type, refuses unknown and unfitting kinds at the field, and drops a kind the type no longer has', async () => {
    const listed = rows((await json(app, operator, 'POST', 'v1/enterprise/fields/list', { modelId: basic })).data.list);
    expect(listed.find((f) => f.fieldKey === 'creditCode')).toMatchObject({ kind: 'creditCode' });
    expect(listed.find((f) => f.fieldKey === 'legalPerson')).toMatchObject({ kind: null });

    const add = (payload: object) => json(app, operator, 'POST', 'v1/enterprise/fields/add', { modelId: basic, fieldKey: 'idNo', label: '法人身份证号', type: 'text', ...payload });
    const unknown = await add({ kind: 'passport' });
    expect(unknown.code).not.toBe(1);
    expect(unknown.errors).toEqual([{ field: 'kind', msg: expect.any(String) }]);
    expect(await add({ kind: 'money' })).toMatchObject({ code: 0, msg: '该字段类型不能设为「金额（元）」', errors: [{ field: 'kind', msg: '该字段类型不能设为「金额（元）」' }] });
    const added = await add({ kind: 'idNumber' });
    expect(added).toMatchObject({ code: 1, data: { kind: 'idNumber' } });
    const id = Number(added.data.id);
    expect((await json(app, operator, 'PUT', 'v1/enterprise/fields/update', { id, label: '法人证件号' })).data).toMatchObject({ kind: 'idNumber' });
    expect((await json(app, operator, 'PUT', 'v1/enterprise/fields/update', { id, type: 'date', kind: 'futureDate' })).data).toMatchObject({ kind: 'futureDate' });
    expect((await json(app, operator, 'PUT', 'v1/enterprise/fields/update', { id, type: 'select', options: ['甲'] })).data).toMatchObject({ kind: null });
    expect((await json(app, operator, 'PUT', 'v1/enterprise/fields/update', { id, type: 'text', kind: null })).data).toMatchObject({ kind: null });
  });

  it('keeps other parks, companies, agencies and anonymous callers out', async () => {
    const other = await parkId(ZHONGGUANCUN);
    expect((await send(app, operator, 'POST', 'v1/enterprise/models/list', { parkId: other })).statusCode).toBe(403);
    const admin = await sessionFor('admin');
    const foreign = rows((await json(app, admin, 'POST', 'v1/enterprise/models/list', { parkId: other })).data.list)[0]?.id;
    expect((await send(app, operator, 'POST', 'v1/enterprise/fields/add', { modelId: foreign, fieldKey: 'z', label: '越权', type: 'text' })).statusCode).toBe(403);
    for (const username of ['company', 'agency']) {
      expect((await send(app, await sessionFor(username), 'POST', 'v1/enterprise/models/list', { parkId: park })).statusCode).toBe(403);
    }
    expect((await send(app, null, 'POST', 'v1/enterprise/fields/list', { modelId: basic })).statusCode).toBe(401);
  });
});
