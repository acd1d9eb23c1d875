import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor, snapshotCounts } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { lastLogId, logsSince } from '../access/access-kit';
import { hit, mechanismIdOf, otherAgency, profileRow, validProfile } from './agency-kit';

describe('agency administration (agency-manage, agency-add, agency-edit)', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let qihang: number;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    qihang = await mechanismIdOf('启航企业服务中心');
  });

  it('adds an agency with its sign-in account: approved and listed, the password never logged', async () => {
    const before = await lastLogId();
    const res = (await hit(app, operator, 'POST', 'iv/mechanism/add', { username: 'new-agency', password: 'Agency@2026', ...validProfile() })).json();
    expect(res).toMatchObject({ code: 1, data: { name: '测试服务机构', state: 'approved', listed: true } });
    const user = (await runSql(sql`select user_type, mechanism_id from users where username = 'new-agency'`)).rows[0];
    expect(user).toEqual({ user_type: 10, mechanism_id: res.data.id });
    const logs = await logsSince(before);
    expect(logs).toEqual([expect.objectContaining({ module: 'agency', action: 'add', target: '测试服务机构' })]);
    expect(JSON.stringify(logs)).not.toContain('Agency@2026');
  });

  it.each([
    ['a weak password', { password: '123' }],
    ['a taken username', { username: 'agency' }],
    ['a wrong check digit', { creditCode: '91110108551385082A' }],
  ])('refuses to add with %s and writes nothing', async (_label, change) => {
    const counts = await snapshotCounts();
    const res = (await hit(app, operator, 'POST', 'iv/mechanism/add', { username: 'new-agency', password: 'Agency@2026', ...validProfile(), ...change })).json();
    expect(res.code).toBe(0);
    expect(await snapshotCounts()).toEqual(counts);
  });

  it('corrects a profile in force; a change waiting for audit keeps waiting', async () => {
    const res = (await hit(app, operator, 'PUT', 'iv/mechanism/update', { id: qihang, ...validProfile({ name: '启航企业服务中心', phone: '021-55556666' }) })).json();
    expect(res.data).toMatchObject({ state: 'approved', data: { phone: '021-55556666' } });
    expect((await runSql(sql`select phone from mechanisms where id = ${qihang}`)).rows[0]).toEqual({ phone: '021-55556666' });
    const stale = (await hit(app, operator, 'PUT', 'iv/mechanism/update', { id: qihang, version: 0, ...validProfile() })).json();
    expect(stale.msg).toBe('状态已变更，请刷新后重试');
  });

  it('lists up and down; only an approved agency goes up', async () => {
    const down = (await hit(app, operator, 'PATCH', `iv/mechanism/listed/${qihang}`, { listed: false })).json();
    expect(down).toMatchObject({ code: 1, msg: '已下架', data: { listed: false } });
    const company = await sessionFor('company');
    expect((await hit(app, company, 'GET', `iv/mechanism/detail/${qihang}`)).statusCode).toBe(403);
    expect((await hit(app, operator, 'PATCH', `iv/mechanism/listed/${qihang}`, { listed: true })).json().data.listed).toBe(true);
    const rejected = await mechanismIdOf('星桥科技咨询有限公司');
    expect((await hit(app, operator, 'PATCH', `iv/mechanism/listed/${rejected}`, { listed: true })).json()).toMatchObject({ code: 0, msg: '机构信息通过审核后才能上架' });
  });

  it("freezing an agency freezes its accounts and ends their sessions at once; unfreezing lets them sign in again", async () => {
    const agency = await sessionFor('agency');
    expect((await hit(app, agency, 'GET', 'iv/mechanism/info')).statusCode).toBe(200);
    const before = await lastLogId();
    const res = (await hit(app, operator, 'PATCH', `iv/user/frozen/${qihang}`, { frozen: true })).json();
    expect(res).toMatchObject({ code: 1, data: { frozen: true } });
    expect((await hit(app, agency, 'GET', 'iv/mechanism/info')).statusCode).toBe(401);
    const open = (await runSql(sql`select count(*)::int as n from auth_sessions s join users u on u.id = s.user_id where u.username = 'agency' and s.revoked_at is null`)).rows[0];
    expect(open).toEqual({ n: 0 });
    expect(await logsSince(before)).toEqual([expect.objectContaining({ module: 'agency', action: 'freeze' })]);
    expect((await hit(app, operator, 'PATCH', `iv/user/frozen/${qihang}`, { frozen: false })).json().data.frozen).toBe(false);
    expect((await runSql(sql`select frozen from users where username = 'agency'`)).rows[0]).toEqual({ frozen: false });
  });

  it('authorization: agency, other agency, company and nobody are refused every admin call and write nothing', async () => {
    const other = await otherAgency();
    const callers = { agency: await sessionFor('agency'), other: await sessionFor('agency-b'), company: await sessionFor('company') };
    const counts = await snapshotCounts();
    for (const tokens of [...Object.values(callers), null]) {
      const status = tokens ? 403 : 401;
      expect((await hit(app, tokens, 'PATCH', `iv/mechanism/listed/${other}`, { listed: false })).statusCode).toBe(status);
      expect((await hit(app, tokens, 'PATCH', `iv/user/frozen/${qihang}`, { frozen: true })).statusCode).toBe(status);
      expect((await hit(app, tokens, 'PUT', 'iv/mechanism/update', { id: qihang, ...validProfile() })).statusCode).toBe(status);
      expect((await hit(app, tokens, 'POST', 'iv/mechanism/add', { username: 'x-agency', password: 'Agency@2026', ...validProfile() })).statusCode).toBe(status);
    }
    expect(await snapshotCounts()).toEqual(counts);
    expect((await profileRow(qihang)).version).toBe(0);
  });
});
