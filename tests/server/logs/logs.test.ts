import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { operationLogs, parks, userParks, users } from '../../../server/db/schema';
import { testApp, testDatabase } from '../helpers/test-server';
import { bearer, type Tokens } from '../helpers/auth';
import { sessionFor } from '../helpers/support';

describe('operation log list and detail', () => {
  let app: FastifyInstance;
  let admin: Tokens;
  let operatorPark: number;
  let otherPark: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    const { db } = await testDatabase();
    const [operator] = await db.select().from(users).where(eq(users.username, 'operator'));
    const [membership] = await db.select().from(userParks).where(eq(userParks.userId, operator!.id));
    operatorPark = membership!.parkId;
    const [other] = await db.select().from(parks).where(eq(parks.name, '中关村软件园'));
    otherPark = other!.id;
    await db.insert(operationLogs).values([
      { username: 'tester', module: 'privilege', action: 'add', target: '探针一号', parkId: operatorPark, before: null, after: { name: '探针一号' }, createdAt: new Date('2026-01-10T08:00:00Z') },
      { username: 'tester', module: 'privilege', action: 'update', target: '探针二号', parkId: otherPark, before: { name: 'a' }, after: { name: 'b' }, createdAt: new Date('2026-02-10T08:00:00Z') },
      { username: 'someone', module: 'privilege', action: 'delete', target: '探针三号', parkId: operatorPark, createdAt: new Date('2026-03-10T08:00:00Z') },
    ]);
    admin = await sessionFor('admin');
  });

  const list = (tokens: Tokens | null, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/admin/logs/list', headers: tokens ? bearer(tokens) : {}, payload });

  it('pages and filters by module, user, action and time range', async () => {
    const all = (await list(admin, { module: 'privilege' })).json();
    expect(all.code).toBe(1);
    expect(all.data.total).toBe(3);
    expect(all.data.list.map((r: { target: string }) => r.target)).toEqual(['探针三号', '探针二号', '探针一号']);

    const paged = (await list(admin, { module: 'privilege', pageNum: 2, pageSize: 2 })).json();
    expect(paged.data.list).toHaveLength(1);
    expect(paged.data.total).toBe(3);

    const byUser = (await list(admin, { module: 'privilege', username: 'test' })).json();
    expect(byUser.data.total).toBe(2);
    const byAction = (await list(admin, { module: 'privilege', action: 'delete' })).json();
    expect(byAction.data.list[0].target).toBe('探针三号');
    const byTime = (await list(admin, {
      module: 'privilege', startTime: '2026-02-01T00:00:00Z', endTime: '2026-03-01T00:00:00Z',
    })).json();
    expect(byTime.data.list.map((r: { target: string }) => r.target)).toEqual(['探针二号']);
  });

  it('shows an operator only the logs of their parks', async () => {
    const operator = await sessionFor('operator');
    const res = (await list(operator, { module: 'privilege' })).json();
    expect(res.data.list.map((r: { target: string }) => r.target)).toEqual(['探针三号', '探针一号']);

    const adminList = (await list(admin, { module: 'privilege', action: 'update' })).json();
    const foreignId = adminList.data.list[0].id;
    const detail = await app.inject({ method: 'GET', url: `/api/v1/admin/logs/detail/${foreignId}`, headers: bearer(operator) });
    expect(detail.statusCode).toBe(404);
  });

  it('gives the detail with before and after', async () => {
    const { data } = (await list(admin, { module: 'privilege', action: 'update' })).json();
    const res = await app.inject({ method: 'GET', url: `/api/v1/admin/logs/detail/${data.list[0].id}`, headers: bearer(admin) });
    expect(res.json()).toMatchObject({ code: 1, data: { before: { name: 'a' }, after: { name: 'b' }, target: '探针二号' } });
  });

  it('refuses companies, agencies and callers without a token', async () => {
    for (const username of ['company', 'agency']) {
      const res = await list(await sessionFor(username), {});
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await list(null, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('4001');
  });

  it('answers bad input with a message, never a 500', async () => {
    for (const payload of [{ pageSize: 1000 }, { pageNum: 'one' }, { extra: 1 }, { username: 'x'.repeat(51) }, { startTime: 'yesterday' }, { module: '楼栋' }, { action: 'building.add' }]) {
      const res = await list(admin, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().code).not.toBe(1);
      expect(res.json().msg).toMatch(/字段|不支持/);
    }
    const bad = await app.inject({ method: 'GET', url: '/api/v1/admin/logs/detail/abc', headers: bearer(admin) });
    expect(bad.json().code).not.toBe(1);
  });
});
