import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { sessionFor, snapshotCounts } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { lastLogId, logsSince } from '../access/access-kit';
import { hit, mechanismIdOf, messagesOf, otherAgency, profileRow, validProfile } from './agency-kit';

describe("an agency's own profile", () => {
  let app: FastifyInstance;
  let agency: Tokens;
  let qihang: number;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    agency = await sessionFor('agency');
    qihang = await mechanismIdOf('启航企业服务中心');
  });

  it('reads where the demo agency stands: approved and listed, with its profile', async () => {
    const res = (await hit(app, agency, 'GET', 'iv/mechanism/info')).json();
    expect(res.data).toMatchObject({ id: qihang, state: 'approved', listed: true, pending: null, regionName: '上海市 市辖区 浦东新区' });
    expect(res.data.data).toMatchObject({ creditCode: '91350100M000100Y43', serviceTypes: ['finance', 'hr', 'policy'] });
    expect((await hit(app, agency, 'GET', 'iv/mechanism/personerInfo')).json().data).toEqual({ id: qihang, name: '启航企业服务中心' });
  });

  it('lists the service-type catalogue to anyone signed in', async () => {
    const res = (await hit(app, await sessionFor('company'), 'GET', 'iv/ServiceType')).json();
    expect(res.data).toContainEqual({ value: 'finance', label: '财税服务' });
  });

  it('a change to an approved profile waits for audit while the approved one stays listed and in force', async () => {
    const before = await lastLogId();
    const res = (await hit(app, agency, 'POST', 'iv/mechanism/submit', validProfile({ name: '启航企业服务中心（新）' }))).json();
    expect(res).toMatchObject({ code: 1, data: { state: 'approved', listed: true, name: '启航企业服务中心', pending: { name: '启航企业服务中心（新）' } } });
    expect(await profileRow(qihang)).toMatchObject({ state: 'approved', awaiting: true, data: { name: '启航企业服务中心' } });
    expect(await logsSince(before)).toEqual([expect.objectContaining({ module: 'agency', action: 'submit', target: '启航企业服务中心（新）' })]);
    expect(await messagesOf('operator', 'agencyChangeSubmitted')).toHaveLength(1);
    const again = (await hit(app, agency, 'POST', 'iv/mechanism/submit', validProfile())).json();
    expect(again).toMatchObject({ code: 0, msg: '机构信息正在审核中，审核完成前不能修改' });
  });

  it('an incomplete (registered) agency submits its profile and appears in the audit queue', async () => {
    const id = await mechanismIdOf('新锐品牌策划工作室');
    const { sql } = await import('drizzle-orm');
    const { runSql } = await import('../helpers/support');
    await runSql(sql`insert into users (username, password_hash, user_type, nickname, mechanism_id) values ('xinrui', 'x', 10, '新锐', ${id})`);
    const xinrui = await sessionFor('xinrui');
    expect((await hit(app, xinrui, 'GET', 'iv/mechanism/info')).json().data).toMatchObject({ state: 'incomplete', data: null });
    const res = (await hit(app, xinrui, 'POST', 'iv/mechanism/submit', validProfile({ name: '新锐品牌策划工作室' }))).json();
    expect(res.data).toMatchObject({ state: 'submitted', listed: false });
    const queue = (await hit(app, await sessionFor('operator'), 'POST', 'iv/mechanism/list', { awaiting: true })).json();
    expect(queue.data.list.map((r: { name: string }) => r.name)).toContain('新锐品牌策划工作室');
  });

  it.each([
    ['a wrong check digit', { creditCode: '91350100M000100Y44' }, '统一社会信用代码校验位不正确，请核对'],
    ['a licence that is neither image nor pdf', { licence: '/api/files/2026/11/licence.docx' }, '营业执照请上传图片或PDF文件'],
    ['an area outside the city', { areaCode: '110108' }, '省市区不匹配，请重新选择'],
  ])('refuses %s and writes nothing', async (_label, change, msg) => {
    const counts = await snapshotCounts();
    const version = (await profileRow(qihang)).version;
    const res = (await hit(app, agency, 'POST', 'iv/mechanism/submit', validProfile(change))).json();
    expect(res).toMatchObject({ code: 0, msg });
    expect(await snapshotCounts()).toEqual(counts);
    expect((await profileRow(qihang)).version).toBe(version);
  });

  it.each([
    ['a code of 17 characters', { creditCode: '91350100M000100Y4' }],
    ['no service type', { serviceTypes: [] }],
    ['an unknown service type', { serviceTypes: ['space'] }],
    ['an unknown field', { listed: true }],
  ])('refuses %s by schema', async (_label, change) => {
    const res = (await hit(app, agency, 'POST', 'iv/mechanism/submit', validProfile(change))).json();
    expect(res.code).toBe(0);
    expect(res.msg).not.toBe('');
    expect((await profileRow(qihang)).awaiting).toBe(false);
  });

  it('authorization: only agencies submit; others read an agency only once it is approved and listed', async () => {
    const other = await otherAgency();
    const company = await sessionFor('company');
    const operator = await sessionFor('operator');
    expect((await hit(app, null, 'GET', 'iv/mechanism/info')).statusCode).toBe(401);
    expect((await hit(app, company, 'GET', 'iv/mechanism/info')).statusCode).toBe(403);
    expect((await hit(app, operator, 'POST', 'iv/mechanism/submit', validProfile())).statusCode).toBe(403);
    expect((await hit(app, company, 'GET', `iv/mechanism/detail/${qihang}`)).json().data).toMatchObject({ id: qihang, pending: null });
    const rejected = await mechanismIdOf('星桥科技咨询有限公司');
    expect((await hit(app, company, 'GET', `iv/mechanism/detail/${rejected}`)).statusCode).toBe(403);
    expect((await hit(app, agency, 'GET', `iv/mechanism/detail/${other}`)).statusCode).toBe(403);
    expect((await hit(app, operator, 'GET', `iv/mechanism/detail/${rejected}`)).json().data).toMatchObject({ state: 'rejected', rejectReason: '营业执照照片不清晰，请重新上传' });
    // The other agency's session submits only its own profile.
    const b = await sessionFor('agency-b');
    await hit(app, b, 'POST', 'iv/mechanism/submit', validProfile({ name: '另一家机构' }));
    expect((await profileRow(qihang)).awaiting).toBe(false);
    expect((await profileRow(other)).state).toBe('submitted');
  });
});

describe('what companies read of agencies (v1/ps/agency/list, the detail and strength)', () => {
  let app: FastifyInstance;
  let company: Tokens;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    company = await sessionFor('company');
  });

  const names = (res: { data: { list: { name: string }[] } }) => res.data.list.map((r) => r.name);

  it('lists the approved, listed agencies only, by name and service type, with their region', async () => {
    const all = (await hit(app, company, 'POST', 'v1/ps/agency/list', {})).json();
    expect(names(all).sort()).toEqual(['启航企业服务中心', '汇智知识产权代理有限公司'].sort());
    expect(all.data.total).toBe(2);
    expect(all.data.list).toContainEqual({
      id: await mechanismIdOf('启航企业服务中心'), name: '启航企业服务中心', serviceTypes: ['finance', 'hr', 'policy'], regionName: '上海市 市辖区 浦东新区', contact: '马骏', phone: '13700001001',
    });
    expect(names((await hit(app, company, 'POST', 'v1/ps/agency/list', { serviceType: 'ip' })).json())).toEqual(['汇智知识产权代理有限公司']);
    expect(names((await hit(app, company, 'POST', 'v1/ps/agency/list', { name: '启航' })).json())).toEqual(['启航企业服务中心']);
  });

  it('refuses the list to operators, agencies and nobody', async () => {
    for (const caller of [await sessionFor('operator'), await sessionFor('agency')]) {
      expect((await hit(app, caller, 'POST', 'v1/ps/agency/list', {})).statusCode).toBe(403);
    }
    expect((await hit(app, null, 'POST', 'v1/ps/agency/list', {})).statusCode).toBe(401);
  });

  it('shows a company the profile in force without the change waiting for audit, and refuses an agency not listed', async () => {
    const huizhi = await mechanismIdOf('汇智知识产权代理有限公司');
    const read = (await hit(app, company, 'GET', `iv/mechanism/detail/${huizhi}`)).json();
    expect(read.data).toMatchObject({ name: '汇智知识产权代理有限公司', pending: null, pendingRegionName: null, data: { serviceTypes: ['ip'] } });
    expect((await hit(app, company, 'GET', `iv/mechanism/strength/${huizhi}`)).statusCode).toBe(200);
    for (const hidden of ['博远法律服务所', '融信财税咨询有限公司']) {
      const id = await mechanismIdOf(hidden);
      expect((await hit(app, company, 'GET', `iv/mechanism/detail/${id}`)).statusCode).toBe(403);
      expect((await hit(app, company, 'GET', `iv/mechanism/strength/${id}`)).statusCode).toBe(403);
    }
  });

  it('gives the reviewer the region of the profile in force and of the change waiting for audit', async () => {
    const huizhi = await mechanismIdOf('汇智知识产权代理有限公司');
    const reviewed = (await hit(app, await sessionFor('operator'), 'GET', `iv/mechanism/detail/${huizhi}`)).json();
    expect(reviewed.data.pending).toMatchObject({ serviceTypes: ['ip', 'legal'] });
    expect(reviewed.data.regionName).toMatch(/^北京市/);
    expect(reviewed.data.pendingRegionName).toBe(reviewed.data.regionName);
  });
});
