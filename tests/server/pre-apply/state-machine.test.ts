import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  PRE_APPLY_DECISIONS, PRE_APPLY_STATE_KEYS, companySaveAction, preApplyTransition, type PreApplyState,
} from '@contract/pre-apply-states';
import type { Tokens } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { lastLogId, logsSince } from '../access/access-kit';
import { applicationIn, hit, messagesOf, rowOf, stepCount, validForm } from './pre-apply-kit';

const STALE = '状态已变更，请刷新后重试';

describe('the pre-application state machine', () => {
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

  // Every state × every company save (save / submit, or edit while waiting), cancel and every park decision:
  // allowed exactly when the contract's table lists it, and a refusal writes nothing.
  it.each(PRE_APPLY_STATE_KEYS)('from %s: exactly the listed transitions happen', async (state: PreApplyState) => {
    const cases: { label: string; allowed: boolean; to?: PreApplyState; run: (id: number, version: number) => Promise<{ code: number | string; data?: { state: string } }> }[] = [
      ...[false, true].map((submit) => {
        const move = preApplyTransition(state, companySaveAction(state, submit), 'company');
        return {
          label: submit ? 'submit' : 'save',
          allowed: Boolean(move),
          ...(move ? { to: move.to } : {}),
          run: async (id: number, version: number) => (await hit(app, company, 'POST', 'v1/ps/policy/pre/apply/edit', { id, version, form: validForm(), submit })).json(),
        };
      }),
      {
        label: 'cancel',
        allowed: Boolean(preApplyTransition(state, 'cancel', 'company')),
        to: 'cancelled',
        run: async (id, version) => (await hit(app, company, 'POST', 'v1/ps/policy/preApply/cancel', { id, version, reason: '不再申报' })).json(),
      },
      ...PRE_APPLY_DECISIONS.map((decision) => {
        const move = preApplyTransition(state, decision, 'park');
        return {
          label: decision,
          allowed: Boolean(move),
          ...(move ? { to: move.to } : {}),
          run: async (id: number, version: number) => (await hit(app, operator, 'POST', 'v1/admin/ps/policy/preApply/check', { id, version, decision, opinion: '审核意见' })).json(),
        };
      }),
    ];
    for (const c of cases) {
      const { id, version } = await applicationIn(state);
      const before = await lastLogId();
      const res = await c.run(id, version);
      // A draft was never sent to the park: the park does not find it.
      if (c.allowed) {
        expect({ case: c.label, code: res.code, state: res.data?.state }).toEqual({ case: c.label, code: 1, state: c.to });
        expect((await rowOf(id)).version).toBe(version + 1);
        expect(await logsSince(before)).toHaveLength(1);
      } else {
        expect({ case: c.label, code: res.code }).not.toEqual({ case: c.label, code: 1 });
        expect(await rowOf(id)).toMatchObject({ state, version });
        expect(await logsSince(before)).toEqual([]);
      }
    }
  });

  it('the journey: draft, submit, return, edit and resubmit, pass — history and messages on both sides', async () => {
    const policies = (await hit(app, company, 'POST', 'v1/ps/policy/list', { pageNum: 1, pageSize: 20 })).json().data.list as { id: number; title: string }[];
    const policy = policies.find((p) => p.title.startsWith('上海市高新技术企业'));
    expect(policy).toBeDefined();
    const prefill = (await hit(app, company, 'GET', `v1/ps/policy/preApply/prefill/${policy?.id}`)).json();
    expect(prefill).toMatchObject({ code: 1, data: { policyTitle: policy?.title, form: { companyName: '星云智能科技有限公司', contact: '周明' }, match: { met: expect.any(Boolean) } } });
    const draft = (await hit(app, company, 'POST', 'v1/ps/policy/pre/apply', { policyId: policy?.id, form: validForm(), submit: false })).json();
    expect(draft).toMatchObject({ code: 1, data: { state: 'draft', version: 0 } });
    const id = draft.data.id as number;
    // The park does not see a draft.
    expect((await hit(app, operator, 'GET', `v1/admin/ps/policy/preApply/detail/${id}`)).json().code).toBe(404);
    const sent = (await hit(app, company, 'POST', 'v1/ps/policy/pre/apply/edit', { id, version: 0, form: validForm(), submit: true })).json();
    expect(sent.data).toMatchObject({ state: 'submitted', version: 1 });
    expect((await messagesOf('operator', 'preApplySubmitted')).at(-1)).toMatchObject({ title: '星云智能科技有限公司提交了政策预申报', link: `/preCheckDetail?id=${id}` });
    // The same policy cannot be started twice while one is in progress.
    expect((await hit(app, company, 'POST', 'v1/ps/policy/pre/apply', { policyId: policy?.id, form: validForm(), submit: true })).json())
      .toMatchObject({ code: 0, msg: '该政策已有进行中的预申报，请在原申报上修改' });
    const returned = (await hit(app, operator, 'POST', 'v1/admin/ps/policy/preApply/check', { id, version: 1, decision: 'return', opinion: '请补充证书' })).json();
    expect(returned).toMatchObject({ code: 1, msg: '已退回修改', data: { state: 'returned' } });
    expect((await messagesOf('company', 'preApplyReviewed')).at(-1)).toMatchObject({ body: '审核意见：请补充证书', link: `/front-preApply-order-detail?id=${id}` });
    await hit(app, company, 'POST', 'v1/ps/policy/pre/apply/edit', { id, version: 2, form: validForm({ statement: '已补充证书' }), submit: true });
    const passed = (await hit(app, operator, 'POST', 'v1/admin/ps/policy/preApply/check', { id, version: 3, decision: 'pass' })).json();
    expect(passed.data).toMatchObject({ state: 'passed', form: { statement: '已补充证书' } });
    const history = (await hit(app, company, 'GET', `v1/ps/policy/preApply/detail/${id}`)).json().data.history as { action: string; who: string; opinion: string | null }[];
    expect(history.map((s) => [s.action, s.who, s.opinion])).toEqual([
      ['save', 'company', null], ['submit', 'company', null], ['return', 'park', '请补充证书'], ['submit', 'company', null], ['pass', 'park', null],
    ]);
    const parkView = (await hit(app, operator, 'GET', `v1/admin/ps/policy/preApply/detail/${id}`)).json().data;
    expect(parkView.history).toHaveLength(5);
  });

  it('of two reviewers deciding at once exactly one decides; the other is told to refresh', async () => {
    const { id, version } = await applicationIn('submitted');
    const admin = await sessionFor('admin');
    const before = await lastLogId();
    const answers = await Promise.all([
      hit(app, operator, 'POST', 'v1/admin/ps/policy/preApply/check', { id, version, decision: 'pass', opinion: '同意' }),
      hit(app, admin, 'POST', 'v1/admin/ps/policy/preApply/check', { id, version, decision: 'reject', opinion: '不同意' }),
    ]);
    const bodies = answers.map((a) => a.json() as { code: number; msg: string });
    expect(bodies.filter((b) => b.code === 1)).toHaveLength(1);
    expect(bodies.find((b) => b.code !== 1)?.msg).toBe(STALE);
    expect(await stepCount(id)).toBe(1);
    expect(await logsSince(before)).toHaveLength(1);
  });

  it('of two applications for one policy started at once exactly one is made', async () => {
    const policies = (await hit(app, company, 'POST', 'v1/ps/policy/pre/apply/list', {})).json().data.list as { policyId: number; policyTitle: string; state: string }[];
    const free = policies.find((p) => p.policyTitle.startsWith('上海市高新技术企业'));
    expect(free?.state).toBe('rejected');
    const body = { policyId: free?.policyId, form: validForm(), submit: true };
    const answers = (await Promise.all([1, 2].map(() => hit(app, company, 'POST', 'v1/ps/policy/pre/apply', body)))).map((r) => r.json() as { code: number; msg: string });
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.find((a) => a.code !== 1)?.msg).toBe('该政策已有进行中的预申报，请在原申报上修改');
  });

  it('an edit from a stale version changes nothing', async () => {
    const { id, version } = await applicationIn('submitted');
    const res = (await hit(app, company, 'POST', 'v1/ps/policy/pre/apply/edit', { id, version: version - 1, form: validForm(), submit: true })).json();
    expect(res).toMatchObject({ code: 0, msg: STALE });
    expect(await rowOf(id)).toMatchObject({ state: 'submitted', version });
  });
});
