import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matchPolicy } from '../../../server/modules/content';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp, testDatabase } from '../helpers/test-server';
import { json, logCount, parkId, rows, send, ZHANGJIANG, ZHONGGUANCUN } from '../park/fixtures';
import { BASE, companyNamed, conditionCount, HIGH_TECH, policyIn, TALENT } from './fixtures';

const NEBULA = '星云智能科技有限公司';
const ROBOT = '智造机器人有限公司';

describe('policy conditions and the companies that meet them', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let company: Tokens;
  let park: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    company = await sessionFor('company');
    park = await parkId(ZHANGJIANG);
  });

  it('saves a set of conditions, reads it back, and logs the change', async () => {
    const { id } = await policyIn(park, HIGH_TECH);
    const logs = await logCount('policyCondition');
    const conditions = [
      { kind: 'industry', operator: 'in', value: ['人工智能'] },
      { kind: 'field', operator: 'gte', target: 'business.registeredCapital', value: 500 },
      { kind: 'milestone', operator: 'has', target: 'patent', value: '' },
    ];
    const saved = await json(app, operator, 'PUT', `${BASE}/save`, { policyId: id, conditions });
    expect(saved.msg).toBe('保存成功');
    const listed = await json(app, operator, 'GET', `${BASE}/list/${id}`);
    expect(rows(listed.data).map((c) => [c.kind, c.operator, c.target, c.value])).toEqual([
      ['industry', 'in', null, ['人工智能']], ['field', 'gte', 'business.registeredCapital', 500], ['milestone', 'has', 'patent', ''],
    ]);
    expect(await logCount('policyCondition')).toBe(logs + 1);
    const fields = rows((await json(app, operator, 'POST', `${BASE}/fields`, { parkId: park })).data);
    expect(fields.map((f) => f.key)).toContain('business.qualifications');
    expect(fields.map((f) => f.key)).not.toContain('basic.license');
    const report = await json(app, operator, 'POST', 'v1/admin/ps/report', { parkId: park });
    expect(report.data.types?.policy).toEqual({ draft: 1, scheduled: 1, on: 2, off: 1, total: 5 });
    expect(report.data.policiesWithConditions).toBe(5);
  });

  it('refuses a bad condition with a clear message naming it, and writes nothing', async () => {
    const { id } = await policyIn(park, HIGH_TECH);
    const [before, logs] = [await conditionCount(), await logCount('policyCondition')];
    const refusals: [object, string][] = [
      [{ kind: 'field', operator: 'gte', target: 'business.nothing', value: 1 }, '第2条条件：企业信息字段「business.nothing」不存在或不能作为条件'],
      [{ kind: 'headcount', operator: 'in', value: ['10'] }, '第2条条件：「在职人数」不能使用「属于」'],
      [{ kind: 'headcount', operator: 'gte', value: '十' }, '第2条条件：「不少于」的取值应为数字'],
      [{ kind: 'field', operator: 'in', target: 'basic.industry', value: ['造船'] }, '第2条条件：「造船」不是字段「基本信息·所属行业」的选项'],
      [{ kind: 'field', operator: 'gte', target: 'basic.industry', value: 3 }, '第2条条件：字段「基本信息·所属行业」不能使用「不少于」'],
      [{ kind: 'milestone', operator: 'has', target: 'medal', value: '' }, '第2条条件：里程碑类型「medal」不存在'],
      [{ kind: 'industry', operator: 'in', target: 'basic.industry', value: ['其他'] }, '第2条条件：「所属行业」不需要选择字段'],
    ];
    const fine = { kind: 'headcount', operator: 'gte', value: 5 };
    for (const [condition, message] of refusals) {
      expect((await json(app, operator, 'PUT', `${BASE}/save`, { policyId: id, conditions: [fine, condition] })).msg).toBe(message);
    }
    const unknown = await json(app, operator, 'PUT', `${BASE}/save`, { policyId: id, conditions: [{ kind: 'headcount', operator: 'approx', value: 3 }] });
    expect(unknown.code).not.toBe(1);
    expect(await conditionCount()).toBe(before);
    expect(await logCount('policyCondition')).toBe(logs);
  });

  it('lists the company that meets every condition with its reasons, and the one that misses with the first failing reason', async () => {
    const { id } = await policyIn(park, TALENT);
    const met = await json(app, operator, 'POST', `${BASE}/match`, { policyId: id, met: true });
    const nebula = rows(met.data.list).find((r) => r.companyName === NEBULA);
    expect(nebula?.met).toBe(true);
    expect(rows(nebula?.conditions).map((c) => c.reason)).toEqual([expect.stringMatching(/^在职人数为\d+人，满足「不少于10人」$/), expect.stringMatching(/^入驻时长为\d+个月，满足「不少于6个月」$/)]);
    const missed = await json(app, operator, 'POST', `${BASE}/match`, { policyId: id, met: false });
    const robot = rows(missed.data.list).find((r) => r.companyName === ROBOT);
    expect(rows(robot?.conditions).map((c) => c.reason)).toEqual(['在职人数为6人，不满足「不少于10人」']);
    expect(rows(met.data.list).some((r) => r.companyName === ROBOT)).toBe(false);

    const { db } = await testDatabase();
    const direct = await matchPolicy(db, id, await companyNamed(ROBOT));
    expect(direct).toMatchObject({ policyId: id, met: false, conditions: [{ kind: 'headcount', met: false, value: 6 }, { kind: 'settledMonths', met: true }] });
  });

  it('gives the reasons in the caller\'s language: English to an English caller, the company names as stored', async () => {
    const { id } = await policyIn(park, TALENT);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/${BASE}/match`,
      headers: { authorization: `Bearer ${operator.access_token}`, 'accept-language': 'en-US,en;q=0.9' },
      payload: { policyId: id, met: false },
    });
    const robot = rows(answer.json<{ data: { list: unknown } }>().data.list).find((r) => r.companyName === ROBOT);
    expect(rows(robot?.conditions).map((c) => [c.label, c.reason])).toEqual([['Headcount at least 10 people', 'Headcount is 6 people: does not meet “at least 10 people”']]);
  });

  it('reads a money field (stored as fen) in yuan, as the condition is written', async () => {
    const { id } = await policyIn(park, HIGH_TECH);
    const conditions = [{ kind: 'field', operator: 'gte', target: 'business.registeredCapital', value: 10_000_000 }];
    expect((await json(app, operator, 'PUT', `${BASE}/save`, { policyId: id, conditions })).msg).toBe('保存成功');
    const { db } = await testDatabase();
    expect(await matchPolicy(db, id, await companyNamed(NEBULA))).toMatchObject({ met: true, conditions: [{ value: 12_000_000, reason: '经营信息·注册资本（元）为12000000，满足「不少于10000000」' }] });
    expect(await matchPolicy(db, id, await companyNamed(ROBOT))).toMatchObject({ met: false, conditions: [{ value: 7_000_000 }] });
  });

  it('messages the matching companies once per send, logged; a company reads the policy and its own match', async () => {
    const { id } = await policyIn(park, TALENT);
    const inbox = async () => Number((await runSql(sql`select count(*)::int as n from messages m join users u on u.id = m.user_id where u.username = 'company' and m.kind = 'policyMatched'`)).rows[0]?.n);
    const [before, logs] = [await inbox(), await logCount('policyCondition')];
    const sent = await json(app, operator, 'POST', `${BASE}/notify`, { policyId: id, companyIds: [await companyNamed(NEBULA), await companyNamed(NEBULA), await companyNamed(ROBOT)] });
    expect(sent.data).toEqual({ companies: 1, accounts: 1, notified: 0, unmatched: 1, skipped: 1 });
    expect(await inbox()).toBe(before + 1);
    expect(await logCount('policyCondition')).toBe(logs + 1);
    const message = (await runSql(sql`select link, title from messages where kind = 'policyMatched' order by id desc limit 1`)).rows[0];
    expect(message).toEqual({ link: `/front-policyDetail?id=${id}`, title: `您的企业符合政策「${TALENT}」的申报条件` });

    expect((await json(app, company, 'GET', `v1/ps/policy/detail/${id}`)).data.title).toBe(TALENT);
    const mine = await json(app, company, 'GET', `v1/ps/policy/match/${id}`);
    expect(mine.data).toMatchObject({ policyId: id, met: true, companyId: await companyNamed(NEBULA) });
    const draft = await policyIn(park, '研发费用加计扣除申报指引（草稿）');
    expect((await json(app, operator, 'POST', `${BASE}/notify`, { policyId: draft.id })).msg).toBe('政策上架后才能推送给企业');
  });

  it('tells each company of a policy once: a second send asks nothing of those told and reaches only the new ones', async () => {
    const { id } = await policyIn(park, TALENT);
    const policyMessages = async () => (await runSql(sql`select u.company_id as "companyId", count(*)::int as n from messages m join users u on u.id = m.user_id
      where m.kind = 'policyMatched' and m.link = ${`/front-policyDetail?id=${id}`} group by u.company_id`)).rows as { companyId: number; n: number }[];
    const all = Number((await json(app, operator, 'POST', `${BASE}/match`, { policyId: id, met: true, pageSize: 100 })).data.total);
    expect(all).toBeGreaterThan(0);
    expect((await json(app, operator, 'POST', `${BASE}/notify/preview`, { policyId: id })).data).toEqual({ matching: all, notified: 0, pending: all, unmatched: 0 });

    const nebula = await companyNamed(NEBULA);
    const first = await json(app, operator, 'POST', `${BASE}/notify`, { policyId: id, companyIds: [nebula] });
    expect(first.data).toMatchObject({ companies: 1, notified: 0, skipped: 0 });
    const page = rows((await json(app, operator, 'POST', `${BASE}/match`, { policyId: id, met: true, pageSize: 100 })).data.list);
    expect(page.find((c) => c.companyId === nebula)?.notifiedAt).toEqual(expect.any(String));
    expect(page.filter((c) => c.notifiedAt === null)).toHaveLength(all - 1);
    expect((await json(app, operator, 'POST', `${BASE}/notify/preview`, { policyId: id })).data).toEqual({ matching: all, notified: 1, pending: all - 1, unmatched: 0 });

    const second = await json(app, operator, 'POST', `${BASE}/notify`, { policyId: id });
    expect(second.data).toMatchObject({ companies: all - 1, notified: 1, unmatched: 0, skipped: 1 });
    const logs = await logCount('policyCondition');
    const third = await json(app, operator, 'POST', `${BASE}/notify`, { policyId: id });
    expect(third).toMatchObject({ code: 1, msg: '符合条件的企业均已通知过，未重复发送', data: { companies: 0, accounts: 0, notified: all, unmatched: 0, skipped: all } });
    expect(await logCount('policyCondition')).toBe(logs);
    const inbox = await policyMessages();
    expect(inbox).toHaveLength(all);
    const accounts = (await runSql(sql`select company_id as "companyId", count(*)::int as n from users where user_type = 9 and not frozen and company_id in (${sql.join(inbox.map((r) => sql`${r.companyId}`), sql`, `)}) group by company_id`)).rows as { companyId: number; n: number }[];
    expect(Object.fromEntries(inbox.map((r) => [r.companyId, r.n]))).toEqual(Object.fromEntries(accounts.map((r) => [r.companyId, r.n])));
  });

  it('two sends at the same moment tell each company exactly once', async () => {
    const { id } = await policyIn(park, TALENT);
    const results = await Promise.all([1, 2, 3].map(() => json(app, operator, 'POST', `${BASE}/notify`, { policyId: id })));
    const told = results.map((r) => Number(r.data.companies));
    const all = Number((await json(app, operator, 'POST', `${BASE}/match`, { policyId: id, met: true })).data.total);
    expect(told.reduce((a, b) => a + b, 0)).toBe(all);
    expect(results.map((r) => Number(r.data.companies) + Number(r.data.notified))).toEqual([all, all, all]);
    const duplicates = await runSql(sql`select m.user_id from messages m where m.kind = 'policyMatched' and m.link = ${`/front-policyDetail?id=${id}`} group by m.user_id having count(*) > 1`);
    expect(duplicates.rows).toEqual([]);
    expect(Number((await runSql(sql`select count(*)::int as n from policy_notifications where policy_id = ${id}`)).rows[0]?.n)).toBe(all);
  });

  it("refuses another park's operator and every company, and shows a company only its own park's policies", async () => {
    const foreign = await policyIn(await parkId(ZHONGGUANCUN), TALENT);
    const own = await policyIn(park, TALENT);
    const [conditions, logs] = [await conditionCount(), await logCount('policyCondition')];
    const save = { policyId: foreign.id, conditions: [] };
    expect((await send(app, operator, 'PUT', `${BASE}/save`, save)).statusCode).toBe(403);
    expect((await send(app, operator, 'GET', `${BASE}/list/${foreign.id}`)).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', `${BASE}/match`, { policyId: foreign.id })).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', `${BASE}/notify`, { policyId: foreign.id })).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', `${BASE}/notify/preview`, { policyId: foreign.id })).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', `${BASE}/fields`, { parkId: await parkId(ZHONGGUANCUN) })).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', 'v1/admin/ps/report', { parkId: await parkId(ZHONGGUANCUN) })).statusCode).toBe(403);
    for (const [method, url, body] of [['PUT', `${BASE}/save`, { policyId: own.id, conditions: [] }], ['POST', `${BASE}/match`, { policyId: own.id }], ['POST', `${BASE}/notify`, { policyId: own.id }], ['POST', `${BASE}/notify/preview`, { policyId: own.id }]] as const) {
      expect((await send(app, company, method, url, body)).statusCode).toBe(403);
    }
    expect((await send(app, company, 'GET', `v1/ps/policy/match/${foreign.id}`)).statusCode).toBe(404);
    expect((await send(app, await sessionFor('agency'), 'GET', `v1/ps/policy/match/${own.id}`)).statusCode).toBe(403);
    expect([await conditionCount(), await logCount('policyCondition')]).toEqual([conditions, logs]);
    expect((await runSql(sql`select count(*)::int as n from policy_notifications`)).rows[0]?.n).toBe(0);
  });

  it('matches a park of 2,000 companies in SQL, a page at a time', async () => {
    await runSql(sql`insert into companies (park_id, name, industry, state, settled_at)
      select ${park}, '批量企业' || g, (array['人工智能','集成电路','其他'])[1 + g % 3], 1, now() - make_interval(months => g % 40) from generate_series(1, 2000) g`);
    const { id } = await policyIn(park, HIGH_TECH);
    await json(app, operator, 'PUT', `${BASE}/save`, { policyId: id, conditions: [
      { kind: 'industry', operator: 'in', value: ['人工智能', '集成电路'] },
      { kind: 'settledMonths', operator: 'gte', value: 12 },
      { kind: 'headcount', operator: 'lte', value: 500 },
      { kind: 'field', operator: 'lte', target: 'business.employees', value: 300 },
    ] });
    const started = performance.now();
    const page = await json(app, operator, 'POST', `${BASE}/match`, { policyId: id, met: false, pageSize: 50 });
    const elapsed = performance.now() - started;
    console.info(`match over ${2000 + 2} settled companies: ${elapsed.toFixed(0)} ms`);
    expect(rows(page.data.list)).toHaveLength(50);
    expect(Number(page.data.total)).toBeGreaterThan(1900);
    expect(elapsed).toBeLessThan(3000);
  });
});
