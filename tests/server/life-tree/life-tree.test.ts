import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { resetDatabase, testApp } from '../helpers/test-server';
import { json, parkId, ZHANGJIANG, ZHONGGUANCUN } from '../park/fixtures';
import { addCompany, addEvent, addMilestoneRow, addStaff, addTenancy, companyIdOf, roomsOf } from './fixtures';

const DETAIL = 'v1/enterprise/companyLifeTree/detail';
const logTotal = async () => Number(((await runSql(sql`select count(*)::int as n from operation_logs`)).rows[0] as { n: number }).n);

describe('the life tree of one company', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let park: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase();
    operator = await sessionFor('operator');
    park = await parkId(ZHANGJIANG);
  });

  it('merges recorded events and milestones on one timeline, oldest first, with their labels and details', async () => {
    const id = await addCompany(park, '时间线测试有限公司');
    const [room] = await roomsOf(park, 1);
    const registered = await addEvent(id, park, 'registered', '2021-03-01T02:00:00Z');
    // 20:00 UTC is the next morning in China: the day shown is Shanghai's.
    const passed = await addEvent(id, park, 'passed', '2021-03-09T20:00:00Z');
    const submitted = await addEvent(id, park, 'submitted', '2021-03-05T01:00:00Z');
    const movedIn = await addEvent(id, park, 'movedIn', '2021-03-15T03:00:00Z', { rooms: [room!.label], area: 100 });
    const rejected = await addEvent(id, park, 'changeRejected', '2022-07-01T03:00:00Z', { reason: '材料不全' });
    const funding = await addMilestoneRow(id, park, { kind: 'funding', title: '天使轮', occurredOn: '2021-03-10', amountFen: 500_000_000 });
    const patent = await addMilestoneRow(id, park, { kind: 'patent', title: '一种机器人关节', occurredOn: '2022-06-01' });
    const revenue = await addMilestoneRow(id, park, { kind: 'revenue', title: '500万-2000万', occurredOn: '2022-12-31' });

    const body = await json(app, operator, 'GET', `${DETAIL}/${id}`);
    expect(body.code).toBe(1);
    const timeline = body.data.timeline as unknown as { key: string; date: string; title: string; detail: string | null; amountFen: number | null }[];
    expect(timeline.map((t) => t.key)).toEqual([
      `event-${registered}`,
      `event-${submitted}`,
      `event-${passed}`,
      `milestone-${funding}`,
      `event-${movedIn}`,
      `milestone-${patent}`,
      `event-${rejected}`,
      `milestone-${revenue}`,
    ]);
    expect(timeline.map((t) => [t.date, t.title])).toEqual([
      ['2021-03-01', '注册账号'],
      ['2021-03-05', '提交入驻申请'],
      ['2021-03-10', '入驻审核通过'],
      ['2021-03-10', '天使轮'],
      ['2021-03-15', '迁入房间'],
      ['2022-06-01', '一种机器人关节'],
      ['2022-07-01', '信息变更驳回'],
      ['2022-12-31', '500万-2000万'],
    ]);
    expect(timeline[3]).toMatchObject({ source: 'milestone', kind: 'funding', amountFen: 500_000_000, milestone: { id: funding } });
    expect(timeline[4]).toMatchObject({ source: 'event', kind: 'movedIn', detail: `房间：${room!.label}；面积：100㎡`, milestone: null });
    expect(timeline[6]!.detail).toBe('原因：材料不全');
  });

  it('gives the rooms held over time and headcount and area at each month end', async () => {
    const id = await addCompany(park, '月度测试有限公司', '2023-01-10T02:00:00Z');
    const [a, b] = await roomsOf(park, 2);
    await addTenancy(id, park, a!.id, 100, '2023-01-15', '2023-03-31');
    await addTenancy(id, park, b!.id, 50.5, '2023-02-01', null);
    await addStaff(id, park, [['2023-01-10', null], ['2023-02-15', '2023-03-31'], ['2023-03-01', null]]);

    const body = await json(app, operator, 'GET', `${DETAIL}/${id}`);
    expect(body.data.tenancies).toEqual([
      { roomId: a!.id, room: a!.label, areaSqm: 100, movedInOn: '2023-01-15', movedOutOn: '2023-03-31' },
      { roomId: b!.id, room: b!.label, areaSqm: 50.5, movedInOn: '2023-02-01', movedOutOn: null },
    ]);
    const months = body.data.months as unknown as { month: string; headcount: number; areaSqm: number }[];
    expect(months.slice(0, 4)).toEqual([
      { month: '2023-01', headcount: 1, areaSqm: 100 },
      { month: '2023-02', headcount: 2, areaSqm: 150.5 },
      // Left and given back on the 31st: no longer counted at that day's end.
      { month: '2023-03', headcount: 2, areaSqm: 50.5 },
      { month: '2023-04', headcount: 2, areaSqm: 50.5 },
    ]);
    expect(months.at(-1)!.month).toBe(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7));
  });

  it('lets the company read its own tree, an operator the companies of their parks, the admin any', async () => {
    const own = await companyIdOf('星云智能科技有限公司');
    const company = await sessionFor('company');
    expect(await json(app, company, 'GET', `${DETAIL}/${own}`)).toMatchObject({ code: 1, data: { company: { id: own, name: '星云智能科技有限公司' } } });
    expect((await json(app, operator, 'GET', `${DETAIL}/${own}`)).code).toBe(1);
    const elsewhere = await companyIdOf('云帆软件技术有限公司');
    expect((await json(app, await sessionFor('admin'), 'GET', `${DETAIL}/${elsewhere}`)).code).toBe(1);
  });

  it('refuses another company, a company outside the operator\'s parks, an agency and nobody', async () => {
    const logs = await logTotal();
    const neighbour = await companyIdOf('智造机器人有限公司');
    const company = await sessionFor('company');
    const refused = await app.inject({ method: 'GET', url: `/api/${DETAIL}/${neighbour}`, headers: { authorization: `Bearer ${company.access_token}` } });
    expect(refused.statusCode).toBe(403);
    // Not even whether the id exists.
    const missing = await app.inject({ method: 'GET', url: `/api/${DETAIL}/999999`, headers: { authorization: `Bearer ${company.access_token}` } });
    expect(missing.statusCode).toBe(403);

    const elsewhere = await companyIdOf('云帆软件技术有限公司');
    expect(await json(app, operator, 'GET', `${DETAIL}/${elsewhere}`)).toMatchObject({ code: 403 });
    expect(await json(app, operator, 'GET', `${DETAIL}/999999`)).toMatchObject({ code: 404, msg: '企业不存在' });
    expect(await json(app, await sessionFor('agency'), 'GET', `${DETAIL}/${neighbour}`)).toMatchObject({ code: 403 });
    expect((await app.inject({ method: 'GET', url: `/api/${DETAIL}/${neighbour}` })).statusCode).toBe(401);
    expect(await logTotal()).toBe(logs);
  });

  it('opens the demo company with what the platform recorded and its milestones', async () => {
    const own = await companyIdOf('星云智能科技有限公司');
    const body = await json(app, await sessionFor('company'), 'GET', `${DETAIL}/${own}`);
    const timeline = body.data.timeline as unknown as { kind: string; source: string; title: string }[];
    // Its history before joining the platform (funding, revenue) comes first; the platform's own record starts at registration.
    expect(timeline.find((t) => t.source === 'event')).toMatchObject({ kind: 'registered' });
    expect(timeline.map((t) => t.kind)).toEqual(expect.arrayContaining(['submitted', 'passed', 'movedIn', 'funding', 'patent', 'revenue']));
    expect(timeline).toContainEqual(expect.objectContaining({ kind: 'qualification', title: '高新技术企业' }));
    expect((body.data.months as unknown as unknown[]).length).toBeGreaterThan(0);
    const registered = await runSql(sql`select company_id, count(*)::int as n from company_events where kind = 'registered' group by company_id having count(*) > 1`);
    expect(registered.rows).toEqual([]);
  });

  it('lists the companies of the session\'s park for the picker, searched by name', async () => {
    const all = await json(app, operator, 'GET', 'v1/enterprise/companyLifeTree/companies');
    const names = (all.data as unknown as { name: string; parkId: number }[]).map((c) => c.name);
    expect(names).toContain('星云智能科技有限公司');
    expect(names).not.toContain('云帆软件技术有限公司');
    const found = await json(app, operator, 'GET', `v1/enterprise/companyLifeTree/companies?keyword=${encodeURIComponent('星云')}`);
    expect((found.data as unknown as { name: string }[]).map((c) => c.name)).toEqual(['星云智能科技有限公司']);
    // A wildcard is searched for as itself.
    expect((await json(app, operator, 'GET', 'v1/enterprise/companyLifeTree/companies?keyword=%25')).data).toEqual([]);
    const other = await parkId(ZHONGGUANCUN);
    expect(await json(app, operator, 'GET', `v1/enterprise/companyLifeTree/companies?parkId=${other}`)).toMatchObject({ code: 403 });
    expect(await json(app, await sessionFor('company'), 'GET', 'v1/enterprise/companyLifeTree/companies')).toMatchObject({ code: 403 });
  });
});
