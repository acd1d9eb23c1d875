import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, rows } from '../park/fixtures';
import {
  applyAll, company, detailUrl, enterpriseLogs, eventsOf, messagesOf, NEW, recordRow, REJECTED, saveStep, SETTLED, SETTLED_PLAIN, validRecord,
} from './fixtures';

describe('a company fills, saves and submits its own record', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('reads the whole record: the park form in order, the answers per step and the company state', async () => {
    const tokens = await sessionFor('company');
    const c = await company(SETTLED);
    const res = await json(app, tokens, 'GET', detailUrl(c));
    expect(res.code).toBe(1);
    expect(res.data.company).toMatchObject({ id: c.id, name: SETTLED, state: 1, changePending: true });
    const models = rows(res.data.models);
    expect(models.map((m) => m.moduleKey)).toEqual(['basic', 'business', 'ip']);
    expect(models[0]).toMatchObject({ name: '基本信息', audited: true, data: expect.objectContaining({ companyName: SETTLED }), pending: expect.objectContaining({ legalPerson: '周明远' }) });
    expect(rows(models[0]?.fields).map((f) => f.label)).toContain('企业名称');
    const one = await json(app, tokens, 'GET', detailUrl(c, 'business'));
    expect(one.data).toMatchObject({ moduleKey: 'business', audited: false, data: expect.objectContaining({ registeredCapital: 1_200_000_000 }) });
    expect((await json(app, tokens, 'GET', detailUrl(c, 'nothing'))).code).toBe(404);
  });

  it('keeps a draft without checking it, then submits step by step: the last step sends the application', async () => {
    const tokens = await sessionFor('newcompany');
    const c = await company(NEW);
    const logs = await enterpriseLogs();
    const draft = await saveStep(app, tokens, c, 'basic', { companyName: '未来新材料', industry: '不在选项里' }, 0);
    expect(draft).toMatchObject({ code: 1, data: { outcome: 'draft', model: { draft: { companyName: '未来新材料' }, data: null } } });
    expect((await company(NEW)).state).toBeNull();

    expect((await saveStep(app, tokens, c, 'basic', validRecord.basic)).data.outcome).toBe('applied');
    expect(await recordRow(c.id, 'basic')).toMatchObject({ data: validRecord.basic, draft: null });
    expect((await saveStep(app, tokens, c, 'business', validRecord.business)).data.outcome).toBe('applied');
    const messages = await messagesOf('companyApplied');
    const last = await saveStep(app, tokens, c, 'ip', validRecord.ip);
    expect(last).toMatchObject({ code: 1, data: { outcome: 'submitted', company: { state: 0, rejectReason: null } } });

    const after = await company(NEW);
    expect(after).toMatchObject({ state: 0, version: c.version + 1 });
    expect(await eventsOf(c.id, 'submitted')).toBe(1);
    expect(await messagesOf('companyApplied')).toBe(messages + 1);
    const link = await runSql(sql`select link from messages where kind = 'companyApplied' order by id desc limit 1`);
    expect(link.rows[0]).toEqual({ link: '/checkcompany' });
    expect(await enterpriseLogs()).toBe(logs + 4);
    const submit = await runSql(sql`select action, before, after from operation_logs where module = 'enterprise' order by id desc limit 1`);
    expect(submit.rows[0]).toMatchObject({ action: 'submit', before: { state: null }, after: { state: 0, record: { basic: validRecord.basic } } });

    const info = await json(app, tokens, 'GET', 'iv/company/personerInfo');
    expect(info.data).toMatchObject({ companyId: c.id, state: 0 });
    expect((await saveStep(app, tokens, c, 'basic', validRecord.basic)).msg).toBe('入驻申请审核中，暂不能修改企业信息');
  });

  it('a rejected company sees the reason, edits and resubmits; the reason clears', async () => {
    const tokens = await sessionFor('company');
    const c = await company(REJECTED);
    await runSql(sql`update users set company_id = ${c.id} where username = 'company'`);
    const before = await json(app, tokens, 'GET', detailUrl(c));
    expect(before.data.company).toMatchObject({ state: 2, rejectReason: expect.stringContaining('营业执照') });
    const res = await saveStep(app, tokens, c, 'ip', { patents: 9 });
    expect(res.data).toMatchObject({ outcome: 'submitted', company: { state: 0, rejectReason: null } });
    expect(await eventsOf(c.id, 'submitted')).toBe(2);
  });

  it('a settled company: a change to an audited step waits as pending, the state stays settled; others apply at once', async () => {
    const tokens = await sessionFor('company');
    const c = await company(SETTLED_PLAIN);
    await runSql(sql`update users set company_id = ${c.id} where username = 'company'`);
    const inForce = (await recordRow(c.id, 'basic'))?.data;
    const messages = await messagesOf('companyChangeSubmitted');
    const change = await saveStep(app, tokens, c, 'basic', { ...(inForce as object), legalPerson: '冯新' });
    expect(change.data).toMatchObject({ outcome: 'pending', company: { state: 1, changePending: true } });
    expect(await recordRow(c.id, 'basic')).toMatchObject({ data: inForce, pending: expect.objectContaining({ legalPerson: '冯新' }) });
    expect(await messagesOf('companyChangeSubmitted')).toBe(messages + 1);
    expect(await eventsOf(c.id, 'changeSubmitted')).toBe(1);
    await saveStep(app, tokens, c, 'basic', { ...(inForce as object), legalPerson: '冯新二' });
    expect(await messagesOf('companyChangeSubmitted')).toBe(messages + 1);

    const direct = await saveStep(app, tokens, c, 'ip', { patents: 40, softwareCopyrights: 5 });
    expect(direct.data).toMatchObject({ outcome: 'applied', model: { data: { patents: 40, softwareCopyrights: 5 }, pending: null } });
    expect((await company(SETTLED_PLAIN)).state).toBe(1);
  });

  it('a module the park marks as audited (park-fileds) sends later changes to audit', async () => {
    const admin = await sessionFor('admin', (await company(SETTLED_PLAIN)).parkId);
    const tokens = await sessionFor('company');
    const c = await company(SETTLED_PLAIN);
    await runSql(sql`update users set company_id = ${c.id} where username = 'company'`);
    const model = await runSql(sql`select id from enterprise_models where park_id = ${c.parkId} and module_key = 'ip'`);
    const id = (model.rows[0] as { id: number }).id;
    const set = await json(app, admin, 'PUT', 'v1/enterprise/models/update', { id, audited: true });
    expect(set.data).toMatchObject({ audited: true });
    const change = await saveStep(app, tokens, c, 'ip', { patents: 41 });
    expect(change.data).toMatchObject({ outcome: 'pending', company: { changePending: true } });
  });

  it('an operator with the tenancy privilege edits a record directly, logged with before and after', async () => {
    const operator = await sessionFor('operator');
    const c = await company(SETTLED_PLAIN);
    const res = await saveStep(app, operator, c, 'business', { ...validRecord.business, registeredCapital: 999 });
    expect(res.data).toMatchObject({ outcome: 'applied', model: { data: { registeredCapital: 999 } } });
    const log = await runSql(sql`select action, target, before, after from operation_logs where module = 'enterprise' order by id desc limit 1`);
    expect(log.rows[0]).toMatchObject({ action: 'update', target: `${SETTLED_PLAIN} · 经营信息`, after: { data: { registeredCapital: 999 } } });
    expect((await company(SETTLED_PLAIN)).state).toBe(1);
  });

  it('the full application of newcompany, done through the helper, reaches state 0', async () => {
    const tokens = await sessionFor('newcompany');
    const c = await company(NEW);
    expect((await applyAll(app, tokens, c)).data.outcome).toBe('submitted');
  });
});
