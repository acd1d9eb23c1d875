import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, logCount, parkId, rows, send, ZHANGJIANG, type Body } from '../park/fixtures';
import { BASE_HEADERS, giveRecords, growCompanies, sheetRows } from './export-kit';

const FIELDS = [
  { moduleKey: 'business', fieldKey: 'qualifications' },
  { moduleKey: 'basic', fieldKey: 'legalPerson' },
  { moduleKey: 'business', fieldKey: 'employees' },
];

describe('the company export', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let park: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    park = await parkId(ZHANGJIANG);
    await giveRecords(park);
  });

  const exportCall = (payload: object, type = 'xlsx', tokens: Tokens = operator) => send(app, tokens, 'POST', `v1/enterprise/data/export/${type}`, payload);
  const namesWhere = async (where: ReturnType<typeof sql>) =>
    (await runSql(sql`select name from companies where park_id = ${park} and ${where} order by id`)).rows.map((r) => (r as { name: string }).name);
  const finished = async (taskId: number): Promise<Body['data']> => {
    for (let i = 0; i < 400; i += 1) {
      const task = await json(app, operator, 'GET', `v1/enterprise/data/export/task/${taskId}`);
      if (['success', 'failed'].includes(String(task.data.state))) return task.data;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('export did not finish');
  };

  it('offers the park’s models and fields to pick from', async () => {
    const form = await json(app, operator, 'GET', `v1/enterprise/data/export/fields/${park}`);
    expect(form.code).toBe(1);
    const models = rows(form.data);
    expect(models.map((m) => m.moduleKey)).toEqual(['basic', 'business', 'ip']);
    expect(rows(models[1]?.fields).map((f) => f.label)).toContain('企业资质');
  });

  it('exports the filtered companies with the chosen fields, read back with exceljs', async () => {
    const before = await logCount('enterprise');
    const res = await exportCall({ parkId: park, state: 'settled', fields: FIELDS });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('企业数据'));
    const [header, ...body] = await sheetRows(res.rawPayload);
    // The chosen fields come in the form's order: basic before business, each model's fields by their sort.
    expect(header).toEqual([...BASE_HEADERS, '法定代表人', '员工人数', '企业资质']);
    expect(body.map((r) => r[0])).toEqual(await namesWhere(sql`state = 1`));
    const first = body[0] ?? [];
    expect(first[5]).toBe('已入驻');
    const picked = BASE_HEADERS.length;
    expect(first[picked]).toMatch(/^法人\d+$/);
    expect(typeof first[picked + 1]).toBe('number');
    expect(first[picked + 2]).toBe('高新技术企业、专精特新');
    expect(await logCount('enterprise')).toBe(before + 1);
  });

  it('carries each filter of the company list: name, building, industry, manager, mine', async () => {
    const byName = await sheetRows((await exportCall({ parkId: park, name: '星云', fields: [] })).rawPayload);
    expect(byName.slice(1).map((r) => r[0])).toEqual(['星云智能科技有限公司']);
    expect(byName[0]).toEqual(BASE_HEADERS);

    const company = Number((await runSql(sql`select id from companies where park_id = ${park} and name = '智造机器人有限公司'`)).rows[0]?.id);
    const room = (await runSql(sql`select r.id, f.building_id, b.name as building, r.name from rooms r join floors f on f.id = r.floor_id
      join buildings b on b.id = f.building_id where r.park_id = ${park} and r.company_id is null order by r.id limit 1`)).rows[0] as { id: number; building_id: number; building: string; name: string };
    await runSql(sql`update rooms set company_id = ${company} where id = ${room.id}`);
    const inBuilding = await sheetRows((await exportCall({ parkId: park, buildingId: room.building_id, fields: [] })).rawPayload);
    const names = inBuilding.slice(1).map((r) => r[0]);
    expect(names).toContain('智造机器人有限公司');
    expect(names).toEqual(await namesWhere(sql`exists (select 1 from rooms r join floors f on f.id = r.floor_id where r.company_id = companies.id and f.building_id = ${room.building_id})`));
    expect(inBuilding.find((r) => r[0] === '智造机器人有限公司')?.[8]).toContain(`${room.building}${room.name}`);

    await runSql(sql`update companies set industry = '创新生物医药' where park_id = ${park} and name = '蓝海生物医药有限公司'`);
    const byIndustry = await sheetRows((await exportCall({ parkId: park, industry: '生物医药', fields: [] })).rawPayload);
    expect(byIndustry.slice(1).map((r) => r[0])).toEqual(['蓝海生物医药有限公司']);
    const operatorId = Number((await runSql(sql`select id from users where username = 'operator'`)).rows[0]?.id);
    await runSql(sql`delete from manager_allotments where park_id = ${park}`);
    await runSql(sql`insert into manager_allotments (park_id, manager_id, kind, target_id) values (${park}, ${operatorId}, 'company', ${company})`);
    const mine = await sheetRows((await exportCall({ parkId: park, mine: true, fields: [] })).rawPayload);
    expect(mine.slice(1).map((r) => r[0])).toEqual(['智造机器人有限公司']);
    const byManager = await sheetRows((await exportCall({ parkId: park, managerId: operatorId, fields: [] })).rawPayload);
    expect(byManager.slice(1).map((r) => r[0])).toEqual(['智造机器人有限公司']);
    const none = await sheetRows((await exportCall({ parkId: park, name: '不存在的企业', fields: [] })).rawPayload);
    expect(none).toEqual([BASE_HEADERS]);
  });

  it('runs above 2,000 companies as a background task whose file the operator downloads', async () => {
    await growCompanies(park, 2100);
    const expected = await namesWhere(sql`state = 1`);
    const started = await exportCall({ parkId: park, state: 'settled', fields: FIELDS });
    expect(started.headers['content-type']).toContain('json');
    const task = started.json<Body>();
    expect(task.code).toBe(1);
    expect(task.data).toMatchObject({ state: expect.stringMatching(/pending|running/), total: expected.length });
    const done = await finished(Number(task.data.id));
    expect(done).toMatchObject({ state: 'success', processed: expected.length, total: expected.length, fileName: expect.stringMatching(/^企业数据-\d+\.xlsx$/) });

    const list = await json(app, operator, 'POST', 'v1/enterprise/data/export/task/list', { parkId: park });
    expect(rows(list.data.list).map((t) => t.id)).toContain(task.data.id);
    const file = await send(app, operator, 'GET', `v1/enterprise/data/export/task/download/${String(task.data.id)}`);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const [header, ...body] = await sheetRows(file.rawPayload);
    expect(header).toHaveLength(BASE_HEADERS.length + FIELDS.length);
    expect(body.map((r) => r[0])).toEqual(expected);
    expect(body.at(-1)?.[BASE_HEADERS.length + 2]).toBe('科技型中小企业');

    // The file waits for the operator who asked only: the platform admin reaches the park but not the task.
    const admin = await sessionFor('admin', park);
    expect((await send(app, admin, 'GET', `v1/enterprise/data/export/task/download/${String(task.data.id)}`)).statusCode).toBe(403);
    expect((await send(app, admin, 'GET', `v1/enterprise/data/export/task/${String(task.data.id)}`)).statusCode).toBe(403);
    expect(rows((await json(app, admin, 'POST', 'v1/enterprise/data/export/task/list', { parkId: park })).data.list)).toEqual([]);
  });

  it('starts a task for any size with type task; a download before it finishes is refused', async () => {
    const started = await json(app, operator, 'POST', 'v1/enterprise/data/export/task', { parkId: park, fields: FIELDS });
    expect(started.code).toBe(1);
    const id = Number(started.data.id);
    const early = await send(app, operator, 'GET', `v1/enterprise/data/export/task/download/${id}`);
    if (String(early.headers['content-type']).includes('json')) expect(early.json().msg).toMatch(/导出尚未完成|^$/);
    const done = await finished(id);
    expect(done.state).toBe('success');
    const body = await sheetRows((await send(app, operator, 'GET', `v1/enterprise/data/export/task/download/${id}`)).rawPayload);
    expect(body.length - 1).toBe(Number(done.total));
  });

  it('refuses companies, agencies and other parks’ operators, writing nothing', async () => {
    const other = Number((await runSql(sql`select id from parks where name = '中关村软件园'`)).rows[0]?.id);
    const logs = await logCount('enterprise');
    const tasks = async () => Number((await runSql(sql`select count(*)::int as n from export_tasks`)).rows[0]?.n);
    const taskCount = await tasks();
    for (const username of ['company', 'agency', 'newcompany']) {
      const tokens = await sessionFor(username);
      expect((await exportCall({ parkId: park, fields: [] }, 'xlsx', tokens)).statusCode, username).toBe(403);
      expect((await exportCall({ parkId: park, fields: [] }, 'task', tokens)).statusCode, username).toBe(403);
      expect((await send(app, tokens, 'GET', `v1/enterprise/data/export/fields/${park}`)).statusCode, username).toBe(403);
      expect((await send(app, tokens, 'POST', 'v1/enterprise/data/export/task/list', { parkId: park })).statusCode, username).toBe(403);
    }
    expect((await exportCall({ parkId: other, fields: [] })).statusCode).toBe(403);
    expect((await exportCall({ parkId: other, fields: [] }, 'task')).statusCode).toBe(403);
    expect((await send(app, operator, 'GET', `v1/enterprise/data/export/fields/${other}`)).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', 'v1/enterprise/data/export/task/list', { parkId: other })).statusCode).toBe(403);
    expect((await send(app, null, 'POST', 'v1/enterprise/data/export/xlsx', { parkId: park, fields: [] })).statusCode).toBe(401);
    expect(await logCount('enterprise')).toBe(logs);
    expect(await tasks()).toBe(taskCount);
  });

  it('refuses bad input with a clear message and no 500', async () => {
    const unknown = await exportCall({ parkId: park, fields: [{ moduleKey: 'basic', fieldKey: 'nope' }] });
    expect(unknown.json()).toMatchObject({ code: 0, msg: '字段不存在或已停用：basic.nope' });
    const cases: [string, object][] = [
      ['pdf', { parkId: park, fields: [] }],
      ['xlsx', { parkId: park }],
      ['xlsx', { parkId: park, state: 1, fields: [] }],
      ['xlsx', { parkId: park, state: 'gone', fields: [] }],
      ['xlsx', { parkId: park, fields: [{ moduleKey: '1bad', fieldKey: 'x' }] }],
      ['xlsx', { parkId: park, fields: Array.from({ length: 201 }, (_, i) => ({ moduleKey: 'basic', fieldKey: `f${i}` })) }],
      ['xlsx', { parkId: park, name: 'x'.repeat(51), fields: [] }],
      ['xlsx', { parkId: 0, fields: [] }],
      ['xlsx', { parkId: park, fields: [], extra: 1 }],
    ];
    for (const [type, payload] of cases) {
      const res = await exportCall(payload, type);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBeLessThan(500);
      expect(res.json().code, JSON.stringify(payload).slice(0, 80)).not.toBe(1);
    }
    expect((await send(app, operator, 'GET', 'v1/enterprise/data/export/task/2147483647')).statusCode).toBe(404);
    expect((await send(app, operator, 'GET', 'v1/enterprise/data/export/task/download/abc')).json().code).not.toBe(1);
  });
});
