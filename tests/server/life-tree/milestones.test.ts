import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FUNDING_FEN } from '@contract/company-milestones';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { resetDatabase, testApp } from '../helpers/test-server';
import { json, logCount, parkId, ZHANGJIANG } from '../park/fixtures';
import { addMilestoneRow, companyIdOf, milestoneCount } from './fixtures';

const BASE = 'v1/enterprise/companyLifeTree/milestone';
const funding = { kind: 'funding', title: 'B轮融资', occurredOn: '2024-05-20', amountFen: 12_345_678_900, detail: '领投：某资本' };
const lastEntry = async () =>
  (await runSql(sql`select module, action, target, user_id from operation_logs order by id desc limit 1`)).rows[0] as Record<string, unknown>;

describe('milestones', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let company: Tokens;
  let own: number;
  let neighbour: number;
  let park: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase();
    operator = await sessionFor('operator');
    company = await sessionFor('company');
    own = await companyIdOf('星云智能科技有限公司');
    neighbour = await companyIdOf('智造机器人有限公司');
    park = await parkId(ZHANGJIANG);
  });

  it('lets the company add, change and delete its own milestones, each logged and shown on its tree', async () => {
    const logs = await logCount('milestone');
    const added = await json(app, company, 'POST', `${BASE}/add`, { companyId: own, ...funding });
    expect(added).toMatchObject({ code: 1, data: { companyId: own, kind: 'funding', amountFen: 12_345_678_900, detail: '领投：某资本' } });
    expect(await lastEntry()).toMatchObject({ module: 'milestone', action: 'add', target: '星云智能科技有限公司 融资：B轮融资' });
    const id = Number(added.data.id);

    const changed = await json(app, company, 'PUT', `${BASE}/update`, { id, kind: 'award', title: '  年度创新奖 ', occurredOn: '2024-06-01', amountFen: null });
    expect(changed).toMatchObject({ code: 1, data: { id, kind: 'award', title: '年度创新奖', amountFen: null, detail: null } });
    const tree = await json(app, company, 'GET', `v1/enterprise/companyLifeTree/detail/${own}`);
    expect((tree.data.timeline as unknown as { key: string; title: string }[]).find((t) => t.key === `milestone-${id}`)?.title).toBe('年度创新奖');

    expect(await json(app, company, 'DELETE', `${BASE}/delete/${id}`)).toMatchObject({ code: 1, msg: '已删除' });
    expect(await json(app, company, 'DELETE', `${BASE}/delete/${id}`)).toMatchObject({ code: 404, msg: '里程碑不存在' });
    expect(await logCount('milestone')).toBe(logs + 3);
  });

  it('lets an operator keep the milestones of their park\'s companies, whoever added them', async () => {
    const mine = Number((await json(app, company, 'POST', `${BASE}/add`, { companyId: own, ...funding })).data.id);
    expect((await json(app, operator, 'PUT', `${BASE}/update`, { id: mine, ...funding, title: 'B+轮' })).code).toBe(1);
    const theirs = await json(app, operator, 'POST', `${BASE}/add`, { companyId: neighbour, kind: 'qualification', title: '高新技术企业', occurredOn: '2023-12-01' });
    expect(theirs.code).toBe(1);
    expect((await json(app, operator, 'DELETE', `${BASE}/delete/${mine}`)).code).toBe(1);
    expect((await json(app, await sessionFor('admin'), 'DELETE', `${BASE}/delete/${Number(theirs.data.id)}`)).code).toBe(1);
  });

  it('refuses another company, companies outside the operator\'s parks, an agency and nobody, writing nothing', async () => {
    const other = await addMilestoneRow(neighbour, park, { kind: 'patent', title: '邻居专利', occurredOn: '2022-01-01' });
    const far = await companyIdOf('云帆软件技术有限公司');
    const farPark = Number(((await runSql(sql`select park_id from companies where id = ${far}`)).rows[0] as { park_id: number }).park_id);
    const farMilestone = await addMilestoneRow(far, farPark, { kind: 'award', title: '远方奖项', occurredOn: '2022-01-01' });
    const logs = await logCount('milestone');
    const counts = await Promise.all([own, neighbour, far].map(milestoneCount));
    const agency = await sessionFor('agency');
    const patent = { kind: 'patent', title: '越权专利', occurredOn: '2022-01-01' };

    const refusals: [Tokens | null, 'POST' | 'PUT' | 'DELETE', string, object | undefined, number][] = [
      [company, 'POST', 'add', { companyId: neighbour, ...patent }, 403],
      [company, 'POST', 'add', { companyId: 999999, ...patent }, 403],
      [company, 'PUT', 'update', { id: other, ...patent }, 403],
      [company, 'DELETE', `delete/${other}`, undefined, 403],
      [operator, 'POST', 'add', { companyId: far, ...patent }, 403],
      [operator, 'PUT', 'update', { id: farMilestone, ...patent }, 403],
      [operator, 'DELETE', `delete/${farMilestone}`, undefined, 403],
      [agency, 'POST', 'add', { companyId: own, ...patent }, 403],
      [agency, 'DELETE', `delete/${other}`, undefined, 403],
      [null, 'POST', 'add', { companyId: own, ...patent }, 401],
    ];
    for (const [tokens, method, path, payload, status] of refusals) {
      const res = await app.inject({
        method,
        url: `/api/${BASE}/${path}`,
        headers: tokens ? { authorization: `Bearer ${tokens.access_token}` } : {},
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, `${method} ${path}`).toBe(status);
    }
    expect(await logCount('milestone')).toBe(logs);
    expect(await Promise.all([own, neighbour, far].map(milestoneCount))).toEqual(counts);
  });

  it('refuses bad input with a message naming what is wrong', async () => {
    const before = await milestoneCount(own);
    const add = (body: object) => json(app, company, 'POST', `${BASE}/add`, { companyId: own, ...funding, ...body });
    const bad: [object, string][] = [
      [{ amountFen: 0 }, '字段 amountFen 不能小于 1'],
      [{ amountFen: MAX_FUNDING_FEN + 1 }, `字段 amountFen 不能大于 ${MAX_FUNDING_FEN}`],
      [{ amountFen: 1.5 }, '字段 amountFen 的类型错误，应为整数或null'],
      [{ amountFen: null }, '请填写融资金额'],
      [{ kind: 'patent' }, '只有融资里程碑可以填写金额'],
      [{ kind: 'ipo' }, '字段 kind 的取值不在允许范围内'],
      [{ occurredOn: '2023-02-30' }, '日期不正确'],
      [{ occurredOn: '1900-01-01' }, '日期不正确'],
      [{ occurredOn: '2023/01/01' }, '字段 occurredOn 的格式不正确'],
      [{ occurredOn: '2999-01-01' }, '日期不能晚于今天'],
      [{ title: '   ' }, '字段 title 的格式不正确'],
      [{ title: '长'.repeat(51) }, '字段 title 不能超过 50 个字符'],
      [{ detail: '长'.repeat(501) }, '字段 detail 不能超过 500 个字符'],
      [{ companyId: 0 }, '字段 companyId 不能小于 1'],
      [{ extra: 1 }, '不支持的字段：extra'],
      [{ kind: 'revenue', amountFen: null, title: '很多' }, '营收区间须为以下之一：500万以下、500万-2000万、2000万-5000万、5000万-1亿、1亿-5亿、5亿以上'],
      [{ kind: 'revenue', amountFen: null, title: '5亿以上', occurredOn: '2999-12-31' }, '营收年度不能晚于今年'],
    ];
    for (const [body, msg] of bad) expect(await add(body), JSON.stringify(body)).toMatchObject({ code: 0, msg });
    expect(await milestoneCount(own)).toBe(before);

    // A year no demo milestone names.
    const revenue = { kind: 'revenue', amountFen: null, title: '500万以下', occurredOn: '2001-12-31' };
    const first = await add(revenue);
    expect(first.code).toBe(1);
    expect(await add({ ...revenue, title: '5亿以上', occurredOn: '2001-06-30' })).toMatchObject({ code: 0, msg: '2001年的营收区间已填写' });
    // Changing the year's own band is not a second one.
    expect((await json(app, company, 'PUT', `${BASE}/update`, { id: Number(first.data.id), ...revenue, title: '500万-2000万' })).code).toBe(1);
  });

  it('lets exactly one of two racing deletes through, logged once', async () => {
    const id = await addMilestoneRow(own, park, { kind: 'patent', title: '竞争专利', occurredOn: '2022-01-01' });
    const logs = await logCount('milestone');
    const answers = await Promise.all([
      json(app, company, 'DELETE', `${BASE}/delete/${id}`),
      json(app, operator, 'DELETE', `${BASE}/delete/${id}`),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 1].sort());
    expect(answers.find((a) => a.code === 0)?.msg).toBe('状态已变更，请刷新后重试');
    expect(await logCount('milestone')).toBe(logs + 1);
  });

  it('answers the stale message to a change that loses to a delete', async () => {
    const before = await milestoneCount(own);
    const id = await addMilestoneRow(own, park, { kind: 'patent', title: '竞争专利', occurredOn: '2022-01-01' });
    const answers = await Promise.all([
      json(app, operator, 'DELETE', `${BASE}/delete/${id}`),
      json(app, company, 'PUT', `${BASE}/update`, { id, kind: 'patent', title: '改名专利', occurredOn: '2022-01-01' }),
    ]);
    expect(answers[0]!.code).toBe(1);
    expect([1, 0]).toContain(answers[1]!.code);
    if (answers[1]!.code === 0) expect(answers[1]!.msg).toMatch(/状态已变更，请刷新后重试|里程碑不存在/);
    expect(await milestoneCount(own)).toBe(before);
  });
});
