import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, rows, ZHANGJIANG, parkId } from '../park/fixtures';
import {
  applyAll, audit, company, enterpriseLogs, eventsOf, messagesOf, MOVED_OUT, NEW, recordRow, REJECTED, SETTLED, SETTLED_PLAIN, versionsOf, WAITING,
} from './fixtures';

const STALE = '状态已变更，请刷新后重试';

describe('audit of applications and changes (checkcompany)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('lists what waits for audit in the park: applications and pending changes, searchable by name, paged', async () => {
    const operator = await sessionFor('operator');
    const park = await parkId(ZHANGJIANG);
    const res = await json(app, operator, 'POST', 'v1/enterprise/check/list', { parkId: park });
    expect(res.code).toBe(1);
    expect(rows(res.data.list).map((r) => [r.name, r.kind])).toEqual(expect.arrayContaining([[WAITING, 'apply'], [SETTLED, 'change']]));
    expect(res.data.total).toBe(2);
    const found = await json(app, operator, 'POST', 'v1/enterprise/check/list', { parkId: park, name: '蓝海' });
    expect(rows(found.data.list).map((r) => r.name)).toEqual([WAITING]);
    expect((await json(app, operator, 'POST', 'v1/enterprise/check/list', { parkId: park, name: '%' })).data.total).toBe(0);
    expect(rows((await json(app, operator, 'POST', 'v1/enterprise/check/list', { parkId: park, pageSize: 1, pageNum: 2 })).data.list)).toHaveLength(1);
  });

  it('passes an application: settled, a version snapshot, an event, a message to the company and one log entry', async () => {
    const operator = await sessionFor('operator');
    const c = await company(WAITING);
    const logs = await enterpriseLogs();
    const messages = await messagesOf('companyAudited');
    const res = await audit(app, operator, c, { pass: true, version: c.version });
    expect(res).toMatchObject({ code: 1, data: { state: 1, version: c.version + 1 } });
    expect(await versionsOf(c.id)).toBe(1);
    const snapshot = await runSql(sql`select version, data from company_versions where company_id = ${c.id}`);
    expect(snapshot.rows[0]).toMatchObject({ version: 1, data: { basic: expect.objectContaining({ companyName: WAITING }) } });
    expect(await eventsOf(c.id, 'passed')).toBe(1);
    // 蓝海 has no account of its own: nobody to tell (the next test follows a company that has one).
    expect(await messagesOf('companyAudited')).toBe(messages);
    expect(await enterpriseLogs()).toBe(logs + 1);
    const settled = await runSql(sql`select settled_at is not null as settled from companies where id = ${c.id}`);
    expect(settled.rows[0]).toEqual({ settled: true });
  });

  it('the message of the audit result reaches the company account and links to its record', async () => {
    const operator = await sessionFor('operator');
    const newcompany = await sessionFor('newcompany');
    const c = await company(NEW);
    await applyAll(app, newcompany, c);
    await audit(app, operator, await company(NEW), { pass: true });
    const sent = await runSql(sql`select m.title, m.link from messages m join users u on u.id = m.user_id where u.username = 'newcompany' and m.kind = 'companyAudited'`);
    expect(sent.rows).toEqual([{ title: '入驻申请已通过', link: '/companyManage-detail' }]);
    expect((await json(app, newcompany, 'GET', 'iv/company/personerInfo')).data.state).toBe(1);
  });

  it('rejects an application with a reason, which the company reads; a rejection without one is refused', async () => {
    const operator = await sessionFor('operator');
    const c = await company(WAITING);
    expect((await audit(app, operator, c, { pass: false })).msg).toBe('请填写驳回原因');
    expect((await audit(app, operator, c, { pass: false, reason: '   ' })).msg).toBe('请填写驳回原因');
    const res = await audit(app, operator, c, { pass: false, reason: '请补充营业执照' });
    expect(res.data).toMatchObject({ state: 2, rejectReason: '请补充营业执照' });
    expect(await eventsOf(c.id, 'rejected')).toBe(1);
    expect(await versionsOf(c.id)).toBe(0);
  });

  it('passes a settled company’s change: pending becomes the record, a new version; the company stays settled', async () => {
    const operator = await sessionFor('operator');
    const c = await company(SETTLED);
    const versions = await versionsOf(c.id);
    const res = await audit(app, operator, c, { pass: true });
    expect(res.data).toMatchObject({ state: 1, changePending: false });
    expect(await recordRow(c.id, 'basic')).toMatchObject({ data: expect.objectContaining({ legalPerson: '周明远' }), pending: null });
    expect(await versionsOf(c.id)).toBe(versions + 1);
    const top = await runSql(sql`select max(version)::int as v from company_versions where company_id = ${c.id}`);
    expect(top.rows[0]).toEqual({ v: versions + 1 });
    expect(await eventsOf(c.id, 'changePassed')).toBe(2);
  });

  it('rejects a change: pending discarded with the reason, the record in force unchanged', async () => {
    const operator = await sessionFor('operator');
    const c = await company(SETTLED);
    const inForce = (await recordRow(c.id, 'basic'))?.data;
    const res = await audit(app, operator, c, { pass: false, reason: '法定代表人变更需提供证明' });
    expect(res.data).toMatchObject({ state: 1, changePending: false, rejectReason: '法定代表人变更需提供证明' });
    expect(await recordRow(c.id, 'basic')).toMatchObject({ data: inForce, pending: null });
    expect(await eventsOf(c.id, 'changeRejected')).toBe(1);
  });

  it.each([
    ['not applied', NEW],
    ['already settled, nothing pending', SETTLED_PLAIN],
    ['already rejected', REJECTED],
    ['moved out', MOVED_OUT],
  ])('refuses to audit a company %s, writing nothing', async (_case, name) => {
    const operator = await sessionFor('operator');
    const c = await company(name);
    const logs = await enterpriseLogs();
    for (const pass of [true, false]) expect((await audit(app, operator, c, { pass, reason: '理由' })).msg).toBe(STALE);
    expect(await company(name)).toEqual(c);
    expect(await enterpriseLogs()).toBe(logs);
  });

  it('refuses an audit of a version the auditor did not see, and of an application withdrawn meanwhile', async () => {
    const operator = await sessionFor('operator');
    const newcompany = await sessionFor('newcompany');
    const c = await company(WAITING);
    expect((await audit(app, operator, c, { pass: true, version: c.version - 1 })).msg).toBe(STALE);

    await applyAll(app, newcompany, await company(NEW));
    const seen = await company(NEW);
    const withdrawn = await json(app, newcompany, 'POST', `v1/enterprise/withdraw/${seen.parkId}/${seen.id}`);
    expect(withdrawn).toMatchObject({ code: 1, data: { state: null } });
    expect(await eventsOf(seen.id, 'withdrawn')).toBe(1);
    expect((await audit(app, operator, seen, { pass: true, version: seen.version })).msg).toBe(STALE);
    expect((await json(app, newcompany, 'POST', `v1/enterprise/withdraw/${seen.parkId}/${seen.id}`)).msg).toBe(STALE);
  });

  it('two operators auditing one application at once: exactly one change and one log entry', async () => {
    const operator = await sessionFor('operator');
    const admin = await sessionFor('admin', await parkId(ZHANGJIANG));
    const c = await company(WAITING);
    const logs = await enterpriseLogs();
    const answers = await Promise.all([
      audit(app, operator, c, { pass: true, version: c.version }),
      audit(app, admin, c, { pass: false, reason: '资料不全', version: c.version }),
    ]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.msg === STALE)).toHaveLength(1);
    expect(await enterpriseLogs()).toBe(logs + 1);
    expect((await company(WAITING)).version).toBe(c.version + 1);
    expect((await eventsOf(c.id, 'passed')) + (await eventsOf(c.id, 'rejected'))).toBe(1);
  });

  it('a change submitted while an audit runs never crosses it', async () => {
    const operator = await sessionFor('operator');
    const tokens = await sessionFor('company');
    const c = await company(SETTLED);
    const inForce = (await recordRow(c.id, 'basic'))?.data as object;
    const answers = await Promise.all([
      audit(app, operator, c, { pass: true, version: c.version }),
      json(app, tokens, 'POST', `v1/enterprise/detail/${c.parkId}/${c.id}/basic`, { data: { ...inForce, legalPerson: '周三' }, isCommit: 1 }),
    ]);
    expect(answers.filter((a) => a.code === 1).length).toBeGreaterThanOrEqual(1);
    const after = await company(SETTLED);
    const row = await recordRow(c.id, 'basic');
    // Either the audit came first (the new change waits) or the change did (the audit was refused): never a lost change.
    expect(after.changePending).toBe(row?.pending !== null);
  });
});
