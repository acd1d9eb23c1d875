import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, parkId, rows, send, ZHANGJIANG, ZHONGGUANCUN } from '../park/fixtures';
import { adminBase, firstClass, frontBase, itemIn, newItem } from './fixtures';

const counts = async () => (await runSql(sql`select (select count(*)::int from content_items) as items, (select count(*)::int from content_classes) as classes, (select count(*)::int from operation_logs) as logs`)).rows[0];

describe('who may read and change content', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let admin: Tokens;
  let company: Tokens;
  let agency: Tokens;
  let park: number;
  let other: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    admin = await sessionFor('admin');
    company = await sessionFor('company');
    agency = await sessionFor('agency');
    park = await parkId(ZHANGJIANG);
    other = await parkId(ZHONGGUANCUN);
  });

  it("refuses an operator another park's content and writes nothing", async () => {
    const before = await counts();
    const foreign = await itemIn(other, 'policy', 'draft');
    expect((await send(app, operator, 'POST', `${adminBase('policy')}/list`, { parkId: other })).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', `${adminBase('policy')}/add`, await newItem(other, 'policy', '越权'))).statusCode).toBe(403);
    expect((await send(app, operator, 'GET', `${adminBase('policy')}/info/${foreign.id}`)).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', `${adminBase('policy')}/shelf`, { ...foreign, action: 'on' })).statusCode).toBe(403);
    expect((await send(app, operator, 'DELETE', `${adminBase('policy')}/delete/${foreign.id}`)).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', `${adminBase('policy')}/type/add`, { parkId: other, name: '越权分类' })).statusCode).toBe(403);
    expect((await send(app, operator, 'DELETE', `${adminBase('policy')}/type/delete/${String(await firstClass(other, 'policy'))}`)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('lets the platform admin manage every park', async () => {
    const list = await json(app, admin, 'POST', `${adminBase('policy')}/list`, { parkId: other });
    expect(list.code).toBe(1);
    expect(Number(list.data.total)).toBeGreaterThan(0);
  });

  it('refuses companies and agencies every admin call', async () => {
    const before = await counts();
    for (const caller of [company, agency]) {
      expect((await send(app, caller, 'POST', `${adminBase('news')}/list`, { parkId: park })).statusCode).toBe(403);
      expect((await send(app, caller, 'POST', `${adminBase('news')}/add`, await newItem(park, 'news', '企业越权'))).statusCode).toBe(403);
      expect((await send(app, caller, 'POST', `${adminBase('news')}/shelf`, { ...(await itemIn(park, 'news', 'draft')), action: 'on' })).statusCode).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });

  it('shows companies published items of their own park only', async () => {
    const list = await json(app, company, 'POST', `${frontBase('policy')}/list`, {});
    expect(rows(list.data.list).every((r) => r.state === 'on' && r.parkId === park)).toBe(true);
    expect(rows(list.data.list).map((r) => r.title)).toEqual(['上海市高新技术企业认定奖励办法（2026年修订）', '浦东新区重点产业人才安居资助政策']);
    const draft = await itemIn(park, 'policy', 'draft');
    expect((await send(app, company, 'GET', `${frontBase('policy')}/detail/${draft.id}`)).statusCode).toBe(404);
    const foreign = await itemIn(other, 'policy', 'on');
    expect((await send(app, company, 'GET', `${frontBase('policy')}/detail/${foreign.id}`)).statusCode).toBe(404);
    const own = await itemIn(park, 'policy', 'on');
    const detail = await json(app, company, 'GET', `${frontBase('policy')}/detail/${own.id}`);
    expect(detail.data).toMatchObject({ id: own.id, state: 'on' });
    expect(String(detail.data.body)).toContain('<h2>');
    expect((await send(app, operator, 'POST', `${frontBase('policy')}/list`, {})).statusCode).toBe(403);
  });

  it.each(['news', 'notice'] as const)("shows companies the park's published %s, and another park's or a draft as nothing", async (type) => {
    const list = await json(app, company, 'POST', `${frontBase(type)}/list`, {});
    expect(Number(list.data.total)).toBeGreaterThan(0);
    expect(rows(list.data.list).every((r) => r.state === 'on' && r.parkId === park && r.type === type)).toBe(true);
    const own = await itemIn(park, type, 'on');
    expect((await json(app, company, 'GET', `${frontBase(type)}/detail/${own.id}`)).data).toMatchObject({ id: own.id, type, parkId: park });
    const foreign = await itemIn(other, type, 'on');
    expect((await send(app, company, 'GET', `${frontBase(type)}/detail/${foreign.id}`)).statusCode).toBe(404);
    expect(rows((await json(app, company, 'POST', `${frontBase(type)}/list`, { pageSize: 100 })).data.list).map((r) => r.id)).not.toContain(foreign.id);
    const draft = await itemIn(park, type, 'draft');
    expect((await send(app, company, 'GET', `${frontBase(type)}/detail/${draft.id}`)).statusCode).toBe(404);
    expect((await send(app, operator, 'POST', `${frontBase(type)}/list`, {})).statusCode).toBe(403);
  });

  it('answers the service names of a classification and the title search, published only', async () => {
    const cls = await firstClass(park, 'service');
    const names = await json(app, company, 'GET', `v1/ps/serviceNameList/${String(cls)}`);
    expect(rows(names.data).map((r) => r.title)).toEqual(['专利申请代理']);
    const found = await json(app, company, 'POST', 'v1/ps/listByTitle', { title: '高新技术' });
    expect(rows(found.data.list).map((r) => `${String(r.type)} ${String(r.title)}`)).toEqual([
      'notice 关于组织申报2026年度高新技术企业的通知',
      'policy 上海市高新技术企业认定奖励办法（2026年修订）',
    ]);
  });
});
