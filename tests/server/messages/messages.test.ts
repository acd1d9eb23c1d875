import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifyParkOperators } from '../../../server/lib/messages';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp, testDatabase } from '../helpers/test-server';
import { json, parkId, rows, send, ZHANGJIANG } from '../park/fixtures';

const idOf = async (username: string, read: boolean) =>
  Number(
    (await runSql(sql`select m.id from messages m join users u on u.id = m.user_id where u.username = ${username}
      and (m.read_at is not null) = ${read} order by m.id limit 1`)).rows[0]?.id,
  );
const readAtOf = async (id: number) => (await runSql(sql`select read_at from messages where id = ${id}`)).rows[0]?.read_at ?? null;
const readMarks = async () => Number((await runSql(sql`select count(*)::int as n from messages where read_at is not null`)).rows[0]?.n);
const logEntries = async () => Number((await runSql(sql`select count(*)::int as n from operation_logs`)).rows[0]?.n);

describe('the message centre', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let company: Tokens;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    company = await sessionFor('company');
  });

  const count = async (tokens: Tokens) => Number((await json(app, tokens, 'GET', 'v1/message/unread/count')).data.count);

  it('counts and lists only the caller’s own messages, for every host kind', async () => {
    for (const username of ['admin', 'operator', 'company', 'newcompany', 'agency']) {
      const tokens = await sessionFor(username);
      const own = (await runSql(sql`select count(*) filter (where m.read_at is null)::int as unread, count(*)::int as total
        from messages m join users u on u.id = m.user_id where u.username = ${username}`)).rows[0] as { unread: number; total: number };
      expect(own.total, username).toBeGreaterThan(0);
      expect(await count(tokens), username).toBe(own.unread);
      const list = await json(app, tokens, 'POST', 'v1/message/list', {});
      expect(list.code).toBe(1);
      expect(list.data.total).toBe(own.total);
    }
  });

  it('lists newest first and filters read / unread, with paging', async () => {
    const all = await json(app, operator, 'POST', 'v1/message/list', { pageSize: 100 });
    const ids = rows(all.data.list).map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const unread = rows((await json(app, operator, 'POST', 'v1/message/list', { status: 'unread' })).data.list);
    const read = rows((await json(app, operator, 'POST', 'v1/message/list', { status: 'read' })).data.list);
    expect(unread.length).toBeGreaterThan(0);
    expect(read.length).toBeGreaterThan(0);
    expect(unread.every((m) => m.readAt === null)).toBe(true);
    expect(read.every((m) => typeof m.readAt === 'string')).toBe(true);
    expect(unread.length + read.length).toBe(ids.length);
    const page = await json(app, operator, 'POST', 'v1/message/list', { pageNum: 2, pageSize: 1 });
    expect(rows(page.data.list).map((m) => Number(m.id))).toEqual([ids[1]]);
    expect(rows(all.data.list)[0]).toMatchObject({ kind: expect.any(String), title: expect.any(String), createdAt: expect.any(String) });
  });

  it('marks one read, idempotently, without a log entry', async () => {
    const id = await idOf('operator', false);
    const before = await count(operator);
    const logs = await logEntries();
    const first = await json(app, operator, 'POST', `v1/message/read/${id}`);
    expect(first.code).toBe(1);
    expect(first.data.readAt).toEqual(expect.any(String));
    expect(await count(operator)).toBe(before - 1);
    const again = await json(app, operator, 'POST', `v1/message/read/${id}`);
    expect(again.code).toBe(1);
    expect(again.data.readAt).toBe(first.data.readAt);
    expect(await count(operator)).toBe(before - 1);
    expect(await logEntries()).toBe(logs);
  });

  it('answers 404 for another user’s message and writes nothing', async () => {
    const theirs = await idOf('operator', false);
    const marks = await readMarks();
    const res = await send(app, company, 'POST', `v1/message/read/${theirs}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg: '消息不存在' });
    expect(await readAtOf(theirs)).toBeNull();
    expect(await readMarks()).toBe(marks);
    expect((await send(app, company, 'POST', 'v1/message/read/2147483647')).statusCode).toBe(404);
  });

  it('marks all of the caller’s messages read, and only theirs', async () => {
    const others = await count(company);
    const done = await json(app, operator, 'POST', 'v1/message/read/all');
    expect(done.code).toBe(1);
    expect(done.data.updated).toBeGreaterThan(0);
    expect(await count(operator)).toBe(0);
    expect((await json(app, operator, 'POST', 'v1/message/read/all')).data.updated).toBe(0);
    expect(await count(company)).toBe(others);
  });

  it('counts a message the writer sends in a change’s transaction', async () => {
    const before = await count(operator);
    const { db } = await testDatabase();
    const park = await parkId(ZHANGJIANG);
    await db.transaction((tx) => notifyParkOperators(tx, park, { kind: 'companyApplied', title: '测试企业提交了入驻申请', link: '/checkcompany' }));
    expect(await count(operator)).toBe(before + 1);
    const latest = rows((await json(app, operator, 'POST', 'v1/message/list', { pageSize: 1 })).data.list)[0];
    expect(latest).toMatchObject({ kind: 'companyApplied', title: '测试企业提交了入驻申请', link: '/checkcompany', parkId: park, readAt: null });
  });

  it('takes a handled item out of every bell: replying to a suggestion settles the operators’ message about it', async () => {
    const submitted = await json(app, company, 'POST', 'v1/ps/aspirations/add', { category: 'property', content: '空调不制冷' });
    expect(submitted.code).toBe(1);
    const id = Number(submitted.data.id);
    const asked = (await runSql(sql`select id, read_at from messages where subject = ${`suggestion:${id}`}`)).rows as { id: number; read_at: unknown }[];
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((m) => m.read_at === null)).toBe(true);
    const operatorBefore = await count(operator);
    const companyBefore = await count(company);
    const replied = await json(app, operator, 'POST', 'v1/admin/ps/aspirations/reply', { id, version: 0, reply: '已安排维修' });
    expect(replied.code).toBe(1);
    for (const m of asked) expect(await readAtOf(m.id)).not.toBeNull();
    expect(await count(operator)).toBe(operatorBefore - 1);
    // The reply itself is news for the company and stays unread until it is read.
    expect(await count(company)).toBe(companyBefore + 1);
    const [reply] = rows((await json(app, company, 'POST', 'v1/message/list', { pageSize: 1 })).data.list);
    expect(reply).toMatchObject({ kind: 'suggestionReplied', readAt: null });
  });

  it('marks the caller’s unread messages read when they open the screen a message links to, and only theirs', async () => {
    const { db } = await testDatabase();
    const park = await parkId(ZHANGJIANG);
    const link = '/enterprise/companySuggest?id=424242';
    await db.transaction((tx) => notifyParkOperators(tx, park, { kind: 'suggestionSubmitted', title: '测试诉求', link }));
    const before = await count(operator);
    const others = (await runSql(sql`select count(*)::int as n from messages where link = ${link} and read_at is null`)).rows[0]?.n as number;
    expect((await json(app, company, 'POST', 'v1/message/read/link', { link })).data.updated).toBe(0);
    const opened = await json(app, operator, 'POST', 'v1/message/read/link', { link });
    expect(opened.data.updated).toBe(1);
    expect(await count(operator)).toBe(before - 1);
    expect((await runSql(sql`select count(*)::int as n from messages where link = ${link} and read_at is null`)).rows[0]?.n).toBe(others - 1);
    expect((await json(app, operator, 'POST', 'v1/message/read/link', { link })).data.updated).toBe(0);
    expect((await json(app, operator, 'POST', 'v1/message/read/link', { link: '' })).code).not.toBe(1);
  });

  it('refuses bad input and callers without a session', async () => {
    expect((await send(app, null, 'GET', 'v1/message/unread/count')).statusCode).toBe(401);
    expect((await send(app, null, 'POST', 'v1/message/read/all')).statusCode).toBe(401);
    for (const payload of [{ status: 'seen' }, { pageSize: 1000 }, { pageNum: 0 }, { extra: 1 }]) {
      const res = await send(app, operator, 'POST', 'v1/message/list', payload);
      expect(res.json().code, JSON.stringify(payload)).not.toBe(1);
    }
    for (const id of ['abc', '0', '-1', '2147483648']) {
      const res = await send(app, operator, 'POST', `v1/message/read/${id}`);
      expect(res.json().code, id).not.toBe(1);
      expect(res.statusCode, id).toBeLessThan(500);
    }
  });
});
