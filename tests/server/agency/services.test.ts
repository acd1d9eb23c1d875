import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agenciesOffering, findListedService } from '../../../server/modules/agency';
import { lastLogId, logsSince, setOperatorCodes } from '../access/access-kit';
import type { Tokens } from '../helpers/auth';
import { sessionFor, snapshotCounts } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { hit, messagesOf, otherAgency } from './agency-kit';
import { serviceCount, serviceRow, validService } from './services-kit';

const STALE = '状态已变更，请刷新后重试';

describe('agency services (service-content, org-serve-write, orgServiceCheck)', () => {
  let app: FastifyInstance;
  let agency: Tokens;
  let operator: Tokens;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    agency = await sessionFor('agency');
    operator = await sessionFor('operator');
  });

  it('adds a draft, edits it, submits it; the operator passes it and companies see it', async () => {
    const before = await lastLogId();
    const added = (await hit(app, agency, 'POST', 'iv/MechanismService/add', validService())).json();
    expect(added).toMatchObject({ code: 1, data: { state: 'draft', version: 0, priceMinFen: 10000, voucherPayable: true } });
    expect(added.data.body).toBe('<p>服务说明</p>');
    const id = added.data.id as number;
    const edited = (await hit(app, agency, 'PUT', 'iv/MechanismService/update', { id, version: 0, ...validService({ priceMaxFen: 30000 }) })).json();
    expect(edited.data).toMatchObject({ state: 'draft', version: 1, priceMaxFen: 30000 });
    expect((await hit(app, agency, 'POST', 'iv/MechanismService/submit', { id, version: 1 })).json().data).toMatchObject({ state: 'submitted' });
    expect(await messagesOf('operator', 'agencyServiceSubmitted')).toEqual([expect.objectContaining({ title: '机构服务待审核' })]);
    expect((await hit(app, agency, 'PUT', 'iv/MechanismService/update', { id, version: 2, ...validService() })).json().msg).toBe('服务正在审核中，审核完成前不能修改');
    const queue = (await hit(app, operator, 'POST', 'iv/MechanismService/admin/list', { awaiting: true })).json().data.list as { name: string }[];
    expect(queue.map((r) => r.name)).toContain('测试服务');
    expect((await hit(app, operator, 'POST', 'iv/MechanismService/audit', { id, version: 2, pass: true })).json().data).toMatchObject({ state: 'approved' });
    expect(await messagesOf('agency', 'agencyServiceAudited')).toEqual([expect.objectContaining({ title: '服务「测试服务」已通过审核' })]);
    const company = await sessionFor('company');
    const front = (await hit(app, company, 'POST', 'v1/ps/service/agency/list', { name: '测试服务' })).json().data;
    expect(front).toMatchObject({ total: 1, list: [{ id, mechanismName: '启航企业服务中心', priceMaxFen: 30000 }] });
    expect((await hit(app, company, 'GET', `v1/ps/service/agency/detail/${id}`)).json().data).toMatchObject({ name: '测试服务', body: '<p>服务说明</p>' });
    expect((await logsSince(before)).map((l) => `${l.module}:${l.action}`)).toEqual(['agencyService:add', 'agencyService:update', 'agencyService:submit', 'agencyService:audit']);
  });

  it('refuses bad input and writes nothing', async () => {
    const count = await serviceCount();
    const refuse = async (over: Record<string, unknown>) => (await hit(app, agency, 'POST', 'iv/MechanismService/add', validService(over))).json() as { code: number; msg: string };
    expect((await refuse({ priceMinFen: -1 })).code).not.toBe(1);
    expect(await refuse({ priceMinFen: 30000, priceMaxFen: 20000 })).toMatchObject({ msg: '最低价格不能高于最高价格' });
    expect((await refuse({ serviceType: 'astrology' })).code).not.toBe(1);
    expect((await refuse({ deliveryDays: 0 })).code).not.toBe(1);
    expect((await refuse({ name: '   ' })).code).not.toBe(1);
    expect(await serviceCount()).toBe(count);
  });

  it('a listed service edited stays listed on its approved version until the change passes; reject keeps it', async () => {
    const row = await serviceRow('代理记账（小规模纳税人）');
    const res = (await hit(app, agency, 'PUT', 'iv/MechanismService/update', { id: row.id, version: row.version, ...validService({ name: '代理记账（新版）' }) })).json();
    expect(res.data).toMatchObject({ state: 'approved', name: '代理记账（小规模纳税人）', changePending: true, pending: { name: '代理记账（新版）' } });
    expect(await findListedService(app.db, row.id)).toMatchObject({ name: '代理记账（小规模纳税人）', mechanismName: '启航企业服务中心' });
    expect((await hit(app, operator, 'POST', 'iv/MechanismService/audit', { id: row.id, version: row.version + 1, pass: false })).json().msg).toBe('请填写驳回原因');
    const rejected = (await hit(app, operator, 'POST', 'iv/MechanismService/audit', { id: row.id, version: row.version + 1, pass: false, reason: '名称不规范' })).json();
    expect(rejected.data).toMatchObject({ state: 'approved', name: '代理记账（小规模纳税人）', pending: null, rejectReason: '名称不规范' });
    const high = await serviceRow('高新技术企业认定辅导');
    const passed = (await hit(app, operator, 'POST', 'iv/MechanismService/audit', { id: high.id, version: high.version, pass: true })).json();
    expect(passed.data).toMatchObject({ state: 'approved', priceMinFen: 600000, pending: null });
  });

  it('the state machine: submit, withdraw and take down only from their states', async () => {
    const draft = await serviceRow('工商注册代办');
    const submitted = await serviceRow('社保公积金代缴');
    const listed = await serviceRow('代理记账（小规模纳税人）');
    const rejected = await serviceRow('税务筹划咨询');
    const offline = await serviceRow('年度审计报告');
    const post = async (path: string, row: { id: number; version: number }) => (await hit(app, agency, 'POST', `iv/MechanismService/${path}`, { id: row.id, version: row.version })).json();
    expect((await post('submit', submitted)).msg).toBe('服务已提交审核，请等待审核结果');
    expect((await post('submit', listed)).msg).toBe('服务已上架，修改后会自动提交审核');
    expect((await post('withdraw', draft)).msg).toBe('只有待审核或已上架的服务可以撤回');
    expect((await post('submit', { ...draft, version: 9 })).msg).toBe(STALE);
    expect((await post('withdraw', submitted)).data).toMatchObject({ state: 'draft' });
    expect((await post('withdraw', listed)).data).toMatchObject({ state: 'offline' });
    expect(await findListedService(app.db, listed.id)).toBeNull();
    expect((await post('submit', rejected)).data).toMatchObject({ state: 'submitted', rejectReason: null });
    expect((await post('submit', offline)).data).toMatchObject({ state: 'submitted' });
    // The reviewer cannot audit what is not waiting.
    expect((await hit(app, operator, 'POST', 'iv/MechanismService/audit', { id: draft.id, version: draft.version, pass: true })).json().msg).toBe(STALE);
  });

  it('two reviewers at once: one change, the other is told to refresh', async () => {
    const row = await serviceRow('社保公积金代缴');
    const admin = await sessionFor('admin', null);
    const answers = await Promise.all([
      hit(app, operator, 'POST', 'iv/MechanismService/audit', { id: row.id, version: row.version, pass: true }),
      hit(app, admin, 'POST', 'iv/MechanismService/audit', { id: row.id, version: row.version, pass: false, reason: '不通过' }),
    ]);
    const bodies = answers.map((a) => a.json() as { code: number; msg: string });
    expect(bodies.filter((b) => b.code === 1)).toHaveLength(1);
    expect(bodies.filter((b) => b.code !== 1)).toEqual([expect.objectContaining({ msg: STALE })]);
    expect((await serviceRow('社保公积金代缴')).version).toBe(row.version + 1);
  });

  it('authorization: own agency, other agency 403, operator, company, nobody', async () => {
    const row = await serviceRow('工商注册代办');
    const listed = await serviceRow('代理记账（小规模纳税人）');
    await otherAgency();
    const other = await sessionFor('agency-b');
    const company = await sessionFor('company');
    const counts = await snapshotCounts();
    const edit = { id: row.id, version: row.version, ...validService() };
    expect((await hit(app, other, 'PUT', 'iv/MechanismService/update', edit)).statusCode).toBe(403);
    expect((await hit(app, other, 'POST', 'iv/MechanismService/submit', { id: row.id, version: row.version })).statusCode).toBe(403);
    expect((await hit(app, other, 'GET', `iv/MechanismService/info/${row.id}`)).statusCode).toBe(403);
    expect((await hit(app, other, 'POST', 'iv/MechanismService/list', {})).json().data.total).toBe(0);
    expect((await hit(app, company, 'GET', `iv/MechanismService/info/${row.id}`)).statusCode).toBe(403);
    expect((await hit(app, company, 'GET', `iv/MechanismService/info/${listed.id}`)).json().code).toBe(1);
    expect((await hit(app, company, 'GET', `v1/ps/service/agency/detail/${row.id}`)).statusCode).toBe(404);
    expect((await hit(app, company, 'POST', 'iv/MechanismService/add', validService())).statusCode).toBe(403);
    expect((await hit(app, operator, 'POST', 'iv/MechanismService/add', validService())).statusCode).toBe(403);
    expect((await hit(app, operator, 'GET', `iv/MechanismService/info/${row.id}`)).json().code).toBe(1);
    expect((await hit(app, agency, 'POST', 'iv/MechanismService/audit', { id: row.id, version: 0, pass: true })).statusCode).toBe(403);
    expect((await hit(app, company, 'POST', 'iv/MechanismService/admin/list', {})).statusCode).toBe(403);
    expect((await hit(app, null, 'POST', 'iv/MechanismService/list', {})).statusCode).toBe(401);
    expect((await hit(app, null, 'POST', 'v1/ps/service/agency/list', {})).statusCode).toBe(401);
    await setOperatorCodes([]);
    expect((await hit(app, operator, 'POST', 'iv/MechanismService/audit', { id: row.id, version: row.version, pass: true })).statusCode).toBe(403);
    expect(await snapshotCounts()).toEqual(counts);
    expect(await serviceRow('工商注册代办')).toMatchObject({ state: 'draft', version: row.version });
  });

  it('faces: only approved services of listed, approved agencies; agencies offering a type', async () => {
    const unlisted = await serviceRow('财税健康检查');
    expect(await findListedService(app.db, unlisted.id)).toBeNull();
    expect(await findListedService(app.db, (await serviceRow('工商注册代办')).id)).toBeNull();
    const listed = await serviceRow('商标注册');
    expect(await findListedService(app.db, listed.id)).toEqual({
      id: listed.id, mechanismId: listed.mechanism_id, mechanismName: '汇智知识产权代理有限公司', name: '商标注册',
      serviceType: 'ip', priceMinFen: 80000, priceMaxFen: 80000, voucherPayable: false, deliveryDays: 30,
    });
    expect(await agenciesOffering(app.db, 'finance')).toEqual([{ mechanismId: expect.any(Number), name: '启航企业服务中心' }]);
    expect(await agenciesOffering(app.db, 'ip')).toEqual([{ mechanismId: listed.mechanism_id, name: '汇智知识产权代理有限公司' }]);
    expect(await agenciesOffering(app.db, 'legal')).toEqual([]);
  });

  it('orgCompanyM: agencies with their contact person and sign-in accounts', async () => {
    const res = (await hit(app, operator, 'POST', 'iv/mechanism/members', { name: '启航' })).json();
    expect(res.data).toMatchObject({ total: 1, list: [{ name: '启航企业服务中心', contact: '马骏', state: 'approved', accounts: [{ username: 'agency', frozen: false }] }] });
    expect((await hit(app, agency, 'POST', 'iv/mechanism/members', {})).statusCode).toBe(403);
  });
});
