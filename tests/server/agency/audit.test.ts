import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { sessionFor, snapshotCounts } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { lastLogId, logsSince, setOperatorCodes } from '../access/access-kit';
import { hit, mechanismIdOf, messagesOf, profileRow, validProfile } from './agency-kit';

describe('the agency audit (orgCompanyCheck)', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let boyuan: number;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    boyuan = await mechanismIdOf('博远法律服务所');
  });

  it('lists the profiles waiting for audit: first submissions and changes', async () => {
    const res = (await hit(app, operator, 'POST', 'iv/mechanism/list', { awaiting: true })).json();
    expect(res.data.list.map((r: { name: string }) => r.name).sort()).toEqual(['云帆人力资源有限公司', '博远法律服务所', '汇智知识产权代理有限公司'].sort());
    expect(res.data.list.find((r: { name: string }) => r.name === '汇智知识产权代理有限公司')).toMatchObject({ state: 'approved', changePending: true });
  });

  it('filters the park agencies by name, service type and state', async () => {
    const list = async (filter: object) =>
      ((await hit(app, operator, 'POST', 'iv/mechanism/list', filter)).json().data.list as { name: string }[]).map((r) => r.name);
    expect(await list({ name: '启航' })).toEqual(['启航企业服务中心']);
    expect(await list({ serviceType: 'ip' })).toEqual(['汇智知识产权代理有限公司']);
    expect(await list({ state: 'rejected' })).toEqual(['星桥科技咨询有限公司']);
    expect(await list({ state: 'incomplete' })).toEqual(['新锐品牌策划工作室']);
  });

  it('passes a first submission: approved and listed, logged', async () => {
    const before = await lastLogId();
    const res = (await hit(app, operator, 'POST', 'iv/mechanism/audit', { id: boyuan, version: 0, pass: true })).json();
    expect(res).toMatchObject({ code: 1, data: { state: 'approved', listed: true } });
    expect(await profileRow(boyuan)).toMatchObject({ state: 'approved', awaiting: false, version: 1 });
    expect(await logsSince(before)).toEqual([expect.objectContaining({ module: 'agency', action: 'audit', target: '博远法律服务所' })]);
  });

  it('rejects with a reason the agency reads, and it resubmits', async () => {
    expect((await hit(app, operator, 'POST', 'iv/mechanism/audit', { id: boyuan, version: 0, pass: false })).json()).toMatchObject({ code: 0, msg: '请填写驳回原因' });
    const res = (await hit(app, operator, 'POST', 'iv/mechanism/audit', { id: boyuan, version: 0, pass: false, reason: '执照过期' })).json();
    expect(res.data).toMatchObject({ state: 'rejected', rejectReason: '执照过期', listed: false });
  });

  it('a change to an approved profile: pass applies it, reject keeps the approved one; listed throughout', async () => {
    const huizhi = await mechanismIdOf('汇智知识产权代理有限公司');
    const passed = (await hit(app, operator, 'POST', 'iv/mechanism/audit', { id: huizhi, version: 0, pass: true })).json();
    expect(passed.data).toMatchObject({ state: 'approved', listed: true, pending: null, data: { serviceTypes: ['ip', 'legal'] } });
    // The demo agency changes its name; the reviewer rejects it; the old name stays.
    const agency = await sessionFor('agency');
    const qihang = await mechanismIdOf('启航企业服务中心');
    await hit(app, agency, 'POST', 'iv/mechanism/submit', validProfile({ name: '启航（改名）' }));
    const rejected = (await hit(app, operator, 'POST', 'iv/mechanism/audit', { id: qihang, version: 1, pass: false, reason: '名称与执照不符' })).json();
    expect(rejected.data).toMatchObject({ state: 'approved', listed: true, name: '启航企业服务中心', pending: null, rejectReason: '名称与执照不符' });
    expect(await messagesOf('agency', 'agencyAudited')).toEqual([expect.objectContaining({ title: '机构信息变更未通过审核', body: '驳回原因：名称与执照不符' })]);
  });

  it('refuses what is not waiting, a stale version, and the loser of a race', async () => {
    const qihang = await mechanismIdOf('启航企业服务中心');
    expect((await hit(app, operator, 'POST', 'iv/mechanism/audit', { id: qihang, version: 0, pass: true })).json().msg).toBe('状态已变更，请刷新后重试');
    expect((await hit(app, operator, 'POST', 'iv/mechanism/audit', { id: boyuan, version: 5, pass: true })).json().msg).toBe('状态已变更，请刷新后重试');
    const admin = await sessionFor('admin', null);
    const answers = await Promise.all([
      hit(app, operator, 'POST', 'iv/mechanism/audit', { id: boyuan, version: 0, pass: true }),
      hit(app, admin, 'POST', 'iv/mechanism/audit', { id: boyuan, version: 0, pass: false, reason: '不通过' }),
    ]);
    const bodies = answers.map((a) => a.json() as { code: number; msg: string });
    expect(bodies.filter((b) => b.code === 1)).toHaveLength(1);
    expect(bodies.filter((b) => b.code !== 1)).toEqual([expect.objectContaining({ msg: '状态已变更，请刷新后重试' })]);
    expect((await profileRow(boyuan)).version).toBe(1);
  });

  it('authorization: agency, company and nobody cannot audit; an operator needs the agency-audit privilege', async () => {
    const agency = await sessionFor('agency');
    const company = await sessionFor('company');
    const counts = await snapshotCounts();
    const body = { id: boyuan, version: 0, pass: true };
    expect((await hit(app, null, 'POST', 'iv/mechanism/audit', body)).statusCode).toBe(401);
    expect((await hit(app, agency, 'POST', 'iv/mechanism/audit', body)).statusCode).toBe(403);
    expect((await hit(app, company, 'POST', 'iv/mechanism/audit', body)).statusCode).toBe(403);
    expect((await hit(app, company, 'POST', 'iv/mechanism/list', {})).statusCode).toBe(403);
    await setOperatorCodes([]);
    expect((await hit(app, operator, 'POST', 'iv/mechanism/audit', body)).statusCode).toBe(403);
    expect(await snapshotCounts()).toEqual(counts);
    expect((await profileRow(boyuan)).state).toBe('submitted');
  });
});
