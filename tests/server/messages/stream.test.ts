import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../../../server/lib/messages';
import { STREAMS_PER_USER } from '../../../server/modules/messages';
import type { Tokens } from '../helpers/auth';
import { openStream, type OpenStream } from '../helpers/sse';
import { runSql, sessionFor } from '../helpers/support';
import { testApp, testDatabase } from '../helpers/test-server';

const userId = async (username: string) =>
  Number((await runSql(sql`select id from users where username = ${username}`)).rows[0]?.id);

// Written as a change writes it: in a transaction, which commits here.
async function write(username: string, title: string): Promise<number> {
  const { db } = await testDatabase();
  const reader = await userId(username);
  await db.transaction((tx) => sendMessage(tx, [reader], { kind: 'companyApplied', title }));
  return Number((await runSql(sql`select max(id) as id from messages where user_id = ${reader}`)).rows[0]?.id);
}

// A real listening server: the stream is a long-lived HTTP answer that inject() cannot hold open.
describe('the message stream', () => {
  let app: FastifyInstance;
  let base: string;
  const opened: OpenStream[] = [];

  beforeAll(async () => {
    app = await testApp();
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await app.close();
  });

  const open = async (tokens: Tokens, lastEventId?: number) => {
    const stream = await openStream(base, tokens.access_token, lastEventId);
    opened.push(stream);
    return stream;
  };
  const streamsOpen = async () => Number((await (await fetch(`${base}/healthz`)).json()).streams);

  it('pushes a message to its reader within a second of its commit, and nothing to anyone else', async () => {
    const operatorStream = await open(await sessionFor('operator'));
    const companyStream = await open(await sessionFor('company'));
    expect(operatorStream.status).toBe(200);
    expect(await streamsOpen()).toBe(2);

    const started = performance.now();
    const id = await write('operator', '推送给园区运营');
    const pushed = await operatorStream.next();
    const elapsed = performance.now() - started;
    expect(pushed).toMatchObject({ id, event: 'message', message: { id, title: '推送给园区运营', readAt: null } });
    expect(elapsed).toBeLessThan(1000);

    // The company's first event is its own later message: the operator's never reached it.
    const own = await write('company', '推送给企业');
    expect(await companyStream.next()).toMatchObject({ id: own, message: { title: '推送给企业' } });
    operatorStream.close();
    companyStream.close();
  });

  it('never pushes a message whose transaction rolled back', async () => {
    const stream = await open(await sessionFor('operator'));
    const { db } = await testDatabase();
    const reader = await userId('operator');
    await expect(
      db.transaction(async (tx) => {
        await sendMessage(tx, [reader], { kind: 'companyApplied', title: '回滚的消息' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const id = await write('operator', '提交的消息');
    expect(await stream.next()).toMatchObject({ id, message: { title: '提交的消息' } });
    stream.close();
  });

  it('resumes after a disconnect from the last id seen, missing nothing', async () => {
    const tokens = await sessionFor('company');
    const first = await open(tokens);
    const seen = await write('company', '第一条');
    expect((await first.next())?.id).toBe(seen);
    first.close();

    const missed = [await write('company', '断开时的第二条'), await write('company', '断开时的第三条')];
    const again = await open(tokens, seen);
    expect([(await again.next())?.id, (await again.next())?.id]).toEqual(missed);
    const live = await write('company', '重连后的第四条');
    expect((await again.next())?.id).toBe(live);
    again.close();
  });

  it('tells the reader\'s other tabs when messages are read in one', async () => {
    const tokens = await sessionFor('operator');
    const other = await open(tokens);
    const id = await write('operator', '另一页签读了它');
    expect((await other.next())?.id).toBe(id);
    const read = await fetch(`${base}/api/v1/message/read/all`, { method: 'POST', headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect((await read.json()).code).toBe(1);
    expect(await other.next()).toMatchObject({ event: 'read' });
    other.close();
  });

  it('ends the stream when its session logs out', async () => {
    const tokens = await sessionFor('agency');
    const stream = await open(tokens);
    const logout = await fetch(`${base}/api/v1/user/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await logout.json()).code).toBe(1);
    expect(await stream.next()).toBeNull();
    const refused = await openStream(base, tokens.access_token);
    expect(refused.status).toBe(401);
  });

  it('refuses a caller without a session, and a reader past the per-user cap', async () => {
    const anonymous = await fetch(`${base}/api/v1/message/stream`);
    expect(anonymous.status).toBe(401);
    const tokens = await sessionFor('newcompany');
    const streams = await Promise.all(Array.from({ length: STREAMS_PER_USER }, () => open(tokens)));
    expect(streams.every((s) => s.status === 200)).toBe(true);
    expect(await streamsOpen()).toBe(STREAMS_PER_USER);
    const over = await openStream(base, tokens.access_token);
    expect(over.status).toBe(429);
    for (const stream of streams) stream.close();
  });

  it('ends every open stream when the server closes, without waiting for them', async () => {
    const other = await testApp();
    const otherBase = await other.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openStream(otherBase, (await sessionFor('operator')).access_token);
    expect(stream.status).toBe(200);
    await other.close();
    expect(await stream.next()).toBeNull();
  });
});
