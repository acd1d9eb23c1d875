import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PRE_APPLY_STATEMENT_MAX } from '@contract/pre-apply-states';
import { PRIVILEGES } from '@contract/privileges';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { lastLogId, logsSince, setOperatorCodes } from '../access/access-kit';
import { applicationIn, HIGH_TECH, hit, OFF_SHELF, policyId, rowOf, stepCount, validForm } from './pre-apply-kit';

describe('pre-application: who may act, and bad input', () => {
  let app: FastifyInstance;
  let company: Tokens;
  let operator: Tokens;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    company = await sessionFor('company');
    operator = await sessionFor('operator');
  });

  it('another company\'s application answers 403 to every company call and nothing is written', async () => {
    const { id, version } = await applicationIn('submitted', '智造机器人有限公司');
    const before = await lastLogId();
    const calls = [
      hit(app, company, 'GET', `v1/ps/policy/preApply/detail/${id}`),
      hit(app, company, 'POST', 'v1/ps/policy/pre/apply/edit', { id, version, form: validForm(), submit: true }),
      hit(app, company, 'POST', 'v1/ps/policy/preApply/cancel', { id, version, reason: '取消' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    expect(await rowOf(id)).toMatchObject({ state: 'submitted', version });
    expect(await stepCount(id)).toBe(0);
    expect(await logsSince(before)).toEqual([]);
    // Its own list holds only its own.
    const own = (await hit(app, company, 'POST', 'v1/ps/policy/pre/apply/list', {})).json().data.list as { companyName: string }[];
    expect(new Set(own.map((r) => r.companyName))).toEqual(new Set(['星云智能科技有限公司']));
  });

  it('another park\'s application or park answers 403 to the operator; the admin reads every park', async () => {
    const { id, version } = await applicationIn('submitted', '云帆软件技术有限公司');
    const before = await lastLogId();
    expect((await hit(app, operator, 'GET', `v1/admin/ps/policy/preApply/detail/${id}`)).statusCode).toBe(403);
    expect((await hit(app, operator, 'POST', 'v1/admin/ps/policy/preApply/check', { id, version, decision: 'pass' })).statusCode).toBe(403);
    const otherPark = (await runSql(sql`select park_id from companies where name = '云帆软件技术有限公司'`)).rows[0] as { park_id: number };
    expect((await hit(app, operator, 'POST', 'v1/admin/ps/policy/pre/apply/list', { parkId: otherPark.park_id })).statusCode).toBe(403);
    expect(await rowOf(id)).toMatchObject({ state: 'submitted', version });
    expect(await logsSince(before)).toEqual([]);
    const admin = await sessionFor('admin');
    expect((await hit(app, admin, 'GET', `v1/admin/ps/policy/preApply/detail/${id}`)).json().code).toBe(1);
  });

  it('hosts and the pre-check privilege: a company cannot review, an operator cannot apply, no 0106 no review', async () => {
    const { id, version } = await applicationIn('submitted');
    expect((await hit(app, company, 'POST', 'v1/admin/ps/policy/preApply/check', { id, version, decision: 'pass' })).statusCode).toBe(403);
    expect((await hit(app, company, 'POST', 'v1/admin/ps/policy/pre/apply/list', {})).statusCode).toBe(403);
    expect((await hit(app, operator, 'POST', 'v1/ps/policy/pre/apply', { policyId: await policyId(HIGH_TECH), form: validForm(), submit: true })).statusCode).toBe(403);
    await setOperatorCodes([PRIVILEGES.parkAdmin.code]);
    const stripped = await sessionFor('operator');
    expect((await hit(app, stripped, 'POST', 'v1/admin/ps/policy/preApply/check', { id, version, decision: 'pass' })).statusCode).toBe(403);
    expect((await hit(app, stripped, 'POST', 'v1/admin/ps/policy/pre/apply/list', {})).json().code).toBe(1);
    expect(await rowOf(id)).toMatchObject({ state: 'submitted', version });
  });

  it('the park lists what was sent to it, filtered by state, policy, company and submission day', async () => {
    const list = async (filter: object) => (await hit(app, operator, 'POST', 'v1/admin/ps/policy/pre/apply/list', filter)).json().data as { list: { state: string; companyName: string; policyTitle: string }[]; total: number };
    const all = await list({});
    expect(all.list.every((r) => r.state !== 'draft')).toBe(true);
    expect(new Set(all.list.map((r) => r.state))).toEqual(new Set(['submitted', 'returned', 'passed', 'rejected', 'cancelled']));
    expect((await list({ state: 'returned' })).list.map((r) => r.companyName)).toEqual(['智造机器人有限公司']);
    expect((await list({ policyId: await policyId(HIGH_TECH) })).list.every((r) => r.policyTitle === HIGH_TECH)).toBe(true);
    expect((await list({ companyName: '智造' })).total).toBe(2);
    const today = new Date(Date.now() + 8 * 3600000).toISOString().slice(0, 10);
    expect((await list({ from: today, to: today })).total).toBe(0);
    expect((await list({ from: '2020-01-01', to: today })).total).toBe(all.total);
  });

  it('refuses bad input by name, writing nothing', async () => {
    const before = await lastLogId();
    const create = (body: object) => hit(app, company, 'POST', 'v1/ps/policy/pre/apply', body).then((r) => r.json() as { code: number; msg: string });
    expect(await create({ policyId: await policyId(OFF_SHELF), form: validForm(), submit: true })).toMatchObject({ code: 0, msg: '该政策未上架或已下架，不能申报' });
    expect(await create({ policyId: 2147483647, form: validForm(), submit: false })).toMatchObject({ code: 0, msg: '该政策未上架或已下架，不能申报' });
    expect(await create({ policyId: await policyId(HIGH_TECH), form: validForm({ statement: '  ' }), submit: true })).toMatchObject({
      code: 0, msg: '请填写申报说明', errors: [{ field: 'form.statement', msg: '请填写申报说明' }],
    });
    // Every refused field at once, each named as the form names it, in the contract's words.
    expect(await create({ policyId: await policyId(HIGH_TECH), form: validForm({ phone: '1380000', creditCode: '12345', statement: '' }), submit: true })).toMatchObject({
      code: 0,
      errors: [
        { field: 'form.creditCode', msg: '统一社会信用代码应为18位数字或大写字母' },
        { field: 'form.phone', msg: '手机号格式不正确，应为11位手机号码' },
        { field: 'form.statement', msg: '请填写申报说明' },
      ],
    });
    expect(await create({ policyId: await policyId(HIGH_TECH), form: validForm({ phone: '021-50801234' }), submit: false })).toMatchObject({ code: 0, errors: [{ field: 'form.phone' }] });
    expect((await create({ policyId: await policyId(HIGH_TECH), form: validForm({ statement: '长'.repeat(PRE_APPLY_STATEMENT_MAX + 1) }), submit: false })).code).not.toBe(1);
    expect((await create({ policyId: await policyId(HIGH_TECH), form: validForm({ attachments: Array.from({ length: 11 }, () => ({ name: 'a.pdf', url: '/a.pdf' })) }), submit: false })).code).not.toBe(1);
    expect((await create({ policyId: await policyId(HIGH_TECH), form: validForm({ phone: 'x' }), submit: false })).code).not.toBe(1);
    const { id, version } = await applicationIn('submitted');
    const check = (decision: string, opinion?: string) =>
      hit(app, operator, 'POST', 'v1/admin/ps/policy/preApply/check', { id, version, decision, ...(opinion === undefined ? {} : { opinion }) }).then((r) => r.json() as { code: number; msg: string });
    expect(await check('reject')).toMatchObject({ code: 0, msg: '请填写审核意见' });
    expect(await check('return', '   ')).toMatchObject({ code: 0, msg: '请填写审核意见' });
    expect((await check('approve', '好')).code).not.toBe(1);
    expect((await check('reject', '长'.repeat(501))).code).not.toBe(1);
    expect((await hit(app, company, 'POST', 'v1/ps/policy/preApply/cancel', { id, version, reason: ' ' })).json()).toMatchObject({ code: 0, msg: '请填写取消原因' });
    expect(await rowOf(id)).toMatchObject({ state: 'submitted', version });
    expect(await logsSince(before)).toEqual([]);
  });

  it('a returned application of a policy taken off shelf cannot be resubmitted', async () => {
    const { id, version } = await applicationIn('returned');
    await runSql(sql`update content_items set state = 'off' where id = (select policy_id from pre_applications where id = ${id})`);
    const res = (await hit(app, company, 'POST', 'v1/ps/policy/pre/apply/edit', { id, version, form: validForm(), submit: true })).json();
    expect(res).toMatchObject({ code: 0, msg: '该政策未上架或已下架，不能申报' });
    expect((await hit(app, company, 'POST', 'v1/ps/policy/preApply/cancel', { id, version, reason: '政策已下架' })).json().data).toMatchObject({ state: 'cancelled', cancelReason: '政策已下架' });
  });
});
