import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { idOf, lastLogId, logsSince, send } from '../access/access-kit';

describe('manager commitment', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('lets a manager write their commitment, which the companies allotted to them see with their contact', async () => {
    const operator = await sessionFor('operator');
    expect((await send(app, operator, 'GET', 'v1/customerServiceManager/commitment')).json()).toMatchObject({ code: 1, data: null });
    const before = await lastLogId();
    const saved = (await send(app, operator, 'POST', 'v1/customerServiceManager/commitment', { content: ' 工作日两小时内响应 ' })).json();
    expect(saved).toMatchObject({ code: 1, data: { content: '工作日两小时内响应' } });
    await send(app, operator, 'POST', 'v1/customerServiceManager/commitment', { content: '全天候响应' });
    expect((await send(app, operator, 'GET', 'v1/customerServiceManager/commitment')).json().data.content).toBe('全天候响应');
    expect((await logsSince(before)).map((l) => l.action)).toEqual(['update', 'update']);

    const company = await sessionFor('company');
    expect((await send(app, company, 'GET', 'v1/customerServiceManager/commitment/company')).json()).toMatchObject({ code: 1, data: null });
    const companyId = await idOf(sql`select company_id as id from users where username = 'company'`);
    await runSql(sql`insert into manager_allotments (park_id, manager_id, kind, target_id)
      select c.park_id, u.id, 'company', c.id from companies c, users u where c.id = ${companyId} and u.username = 'operator'`);
    const mine = (await send(app, company, 'GET', 'v1/customerServiceManager/commitment/company')).json();
    expect(mine.data).toMatchObject({ name: '张江园区运营', phone: '13800138001', commitment: '全天候响应' });
  });

  it('refuses blank or long commitments, companies writing one and managers asking for a company manager', async () => {
    const operator = await sessionFor('operator');
    for (const content of ['', '   ', 'x'.repeat(2001)]) {
      expect((await send(app, operator, 'POST', 'v1/customerServiceManager/commitment', { content })).json().code).not.toBe(1);
    }
    expect((await send(app, await sessionFor('company'), 'POST', 'v1/customerServiceManager/commitment', { content: 'x' })).statusCode).toBe(403);
    expect((await send(app, operator, 'GET', 'v1/customerServiceManager/commitment/company')).statusCode).toBe(403);
    expect((await send(app, null, 'GET', 'v1/customerServiceManager/commitment')).statusCode).toBe(401);
  });
});
