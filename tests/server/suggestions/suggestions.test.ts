import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { idOf } from '../logs/probe-kit';
import { json, parkId, rows, send, ZHANGJIANG, ZHONGGUANCUN } from '../park/fixtures';

const STALE = '状态已变更，请刷新后重试';
const ADMIN = 'v1/admin/ps/aspirations';
const counts = async () => (await runSql(sql`select (select count(*)::int from suggestions) as s, (select count(*)::int from messages) as m, (select count(*)::int from operation_logs) as logs, (select coalesce(sum(version), 0)::int from suggestions) as v`)).rows[0];
const messagesOf = async (username: string) =>
  (await runSql(sql`select kind, link from messages where user_id = (select id from users where username = ${username}) order by id`)).rows as { kind: string; link: string }[];

describe('company suggestions: submit, reply, assign, close', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let company: Tokens;
  let park: number;
  let other: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    [operator, company] = await Promise.all([sessionFor('operator'), sessionFor('company')]);
    [park, other] = await Promise.all([parkId(ZHANGJIANG), parkId(ZHONGGUANCUN)]);
  });

  const submit = async (content = '会议室空调不制冷') =>
    (await json(app, company, 'POST', 'v1/ps/aspirations/add', { category: 'property', content, attachments: [{ name: '照片.png', url: '/api/files/test/a.png' }] })).data;
  const act = (action: string, body: object) => json(app, operator, 'POST', `${ADMIN}/${action}`, body);

  it('a company submits to its park; the operators are told; it sees only its own', async () => {
    const row = await submit();
    expect(row).toMatchObject({ state: 'submitted', companyName: '星云智能科技有限公司', parkId: park, category: 'property' });
    expect((await messagesOf('operator')).at(-1)).toEqual({ kind: 'suggestionSubmitted', link: `/enterprise/companySuggest?id=${String(row.id)}` });
    const own = await json(app, company, 'POST', 'v1/ps/aspirations/list', {});
    expect(rows(own.data.list).every((r) => r.companyName === '星云智能科技有限公司')).toBe(true);
    const foreign = await idOf(sql`select s.id from suggestions s join companies c on c.id = s.company_id where c.name <> '星云智能科技有限公司' limit 1`);
    expect((await json(app, company, 'GET', `v1/ps/aspirations/detail/${foreign}`)).msg).toBe('诉求不存在');
    expect((await json(app, await sessionFor('newcompany'), 'POST', 'v1/ps/aspirations/add', { category: 'other', content: '未入驻' })).msg).toBe('企业入驻后才能提交诉求');
    expect((await json(app, company, 'POST', 'v1/ps/aspirations/add', { category: 'nope', content: 'x' })).code).not.toBe(1);
  });

  it('walks assign → reply → close with a message at each; refuses the rest by name', async () => {
    const row = await submit();
    const colleague = await idOf(sql`insert into users (username, password_hash, user_type, nickname) values ('kf-li', 'x', 8, '李专员') returning id`);
    await runSql(sql`insert into user_parks (user_id, park_id) values (${colleague}, ${park})`);
    const stranger = await idOf(sql`insert into users (username, password_hash, user_type, nickname) values ('kf-wang', 'x', 8, '王经理') returning id`);
    await runSql(sql`insert into user_parks (user_id, park_id) values (${stranger}, ${other})`);
    const names = rows((await json(app, operator, 'GET', `${ADMIN}/assignees/${park}`)).data).map((a) => a.name);
    expect(names).toContain('李专员');
    expect(names).not.toContain('王经理');
    expect((await act('assign', { id: row.id, version: 0, assigneeId: stranger })).msg).toBe('只能指派给本园区的管理人员');
    expect((await act('assign', { id: row.id, version: 0, assigneeId: colleague })).data).toMatchObject({ state: 'assigned', assigneeName: '李专员', version: 1 });
    expect((await messagesOf('kf-li')).map((m) => m.kind)).toEqual(['suggestionAssigned']);
    expect((await act('reply', { id: row.id, version: 0, reply: '旧版本' })).msg).toBe(STALE);
    expect((await act('reply', { id: row.id, version: 1, reply: '已安排维修' })).data).toMatchObject({ state: 'replied', reply: '已安排维修' });
    expect((await act('reply', { id: row.id, version: 2, reply: '再回复' })).msg).toBe('已回复的诉求不能回复');
    expect((await act('assign', { id: row.id, version: 2, assigneeId: colleague })).msg).toBe('已回复的诉求不能指派');
    expect((await act('close', { id: row.id, version: 2, remark: '已修好' })).data).toMatchObject({ state: 'closed', closeRemark: '已修好' });
    expect((await act('close', { id: row.id, version: 3 })).msg).toBe('已关闭的诉求不能关闭');
    const told = (await messagesOf('company')).slice(-2);
    expect(told).toEqual([{ kind: 'suggestionReplied', link: `/front-suggest?id=${String(row.id)}` }, { kind: 'suggestionClosed', link: `/front-suggest?id=${String(row.id)}` }]);
    const logs = (await runSql(sql`select action from operation_logs where module = 'suggestion' order by id`)).rows.map((r) => (r as { action: string }).action);
    expect(logs).toEqual(['submit', 'allot', 'reply', 'close']);
    const seen = await json(app, company, 'GET', `v1/ps/aspirations/detail/${String(row.id)}`);
    expect(seen.data).toMatchObject({ state: 'closed', reply: '已安排维修' });
  });

  it('of a reply and a close at once exactly one lands', async () => {
    const row = await submit();
    const answers = await Promise.all([act('reply', { id: row.id, version: 0, reply: '甲' }), act('close', { id: row.id, version: 0 }), act('reply', { id: row.id, version: 0, reply: '乙' })]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.code !== 1)) expect(lost.msg).toBe(STALE);
    expect((await messagesOf('company')).filter((m) => m.link === `/front-suggest?id=${String(row.id)}`)).toHaveLength(1);
  });

  it('lists by state, category, company and date', async () => {
    const list = async (filter: object) => rows((await json(app, operator, 'POST', `${ADMIN}/list`, { parkId: park, pageSize: 50, ...filter })).data.list);
    expect((await list({})).length).toBe(4);
    expect((await list({ state: 'replied' })).map((r) => r.category)).toEqual(['policy']);
    expect((await list({ category: 'talent' })).map((r) => r.state)).toEqual(['closed']);
    expect((await list({ companyName: '智造' })).length).toBe(2);
    expect((await list({ from: new Date(Date.now() - 4 * 86_400_000).toISOString() })).length).toBe(2);
    expect((await list({ to: new Date(Date.now() - 4 * 86_400_000).toISOString() })).length).toBe(2);
  });

  it("refuses another park's operator, and companies on admin routes, writing nothing", async () => {
    const before = await counts();
    const foreign = (await runSql(sql`select id, version from suggestions where park_id = ${other} and state = 'submitted' limit 1`)).rows[0] as { id: number; version: number };
    expect((await send(app, operator, 'POST', `${ADMIN}/list`, { parkId: other })).statusCode).toBe(403);
    expect((await send(app, operator, 'GET', `${ADMIN}/info/${foreign.id}`)).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', `${ADMIN}/reply`, { ...foreign, reply: '越权' })).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', `${ADMIN}/close`, foreign)).statusCode).toBe(403);
    expect((await send(app, operator, 'GET', `${ADMIN}/assignees/${other}`)).statusCode).toBe(403);
    expect((await send(app, company, 'POST', `${ADMIN}/list`, { parkId: park })).statusCode).toBe(403);
    expect((await send(app, company, 'POST', `${ADMIN}/reply`, { ...foreign, reply: '企业越权' })).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', 'v1/ps/aspirations/add', { category: 'other', content: '运营越权' })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
