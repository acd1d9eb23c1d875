import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isCreditCode } from '@contract/agency';
import { loginAs, type Tokens } from '../helpers/auth';
import { captureCodes } from '../helpers/capture-codes';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, parkId, rows, send, ZHANGJIANG, type Body } from '../park/fixtures';
import { sheetRows } from '../export/export-kit';
import { policyIn, TALENT } from '../policy-match/fixtures';
import { audit, company, count, saveStep, SETTLED, SETTLED_PLAIN, validRecord, versionsOf } from './fixtures';

// The check-in record is the company's record (issue 20 point 2): a company registered from nothing, checked in with
// its own values and passed shows those values wherever the park lists, filters, exports, draws or matches it; a
// change waiting for audit shows as pending and moves them only when it passes.

const codes = captureCodes();
const PHONE = '13700000020';
const PASSWORD = 'Xinchuang@2026';
const NAME = '芯创微电子有限公司';
const STALE = '状态已变更，请刷新后重试';

/** A valid unified social credit code on the prefix: the check character found by the contract's own check. */
function creditCode(prefix: string): string {
  const found = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'].map((c) => `${prefix}${c}`).find(isCreditCode);
  if (!found) throw new Error(`no check character for ${prefix}`);
  return found;
}
const CODE = creditCode('91310115MA7XC001Q');

describe('one source of truth for a company: from registration to settled, and a change waiting for audit', () => {
  let app: FastifyInstance;
  let park: number;
  let operator: Tokens;
  let admin: Tokens;
  let tenant: Tokens;
  let me: { id: number; parkId: number };

  beforeAll(async () => {
    app = await testApp({ authRateLimit: 1000 });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    park = await parkId(ZHANGJIANG);
    operator = await sessionFor('operator');
    admin = await sessionFor('admin', park);
  });

  /** Registers through the server's own call and signs in: the company exists, not applied, with no record. */
  async function registerCompany() {
    await app.inject({ method: 'POST', url: '/api/v1/verifyCode/get/register', payload: { phone: PHONE } });
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { username: 'xinchuang', password: PASSWORD, phone: PHONE, code: codes.last(PHONE), userType: 9, name: NAME, parkId: park },
    });
    expect(registered.json().code).toBe(1);
    tenant = await loginAs(app, 'xinchuang', { password: PASSWORD });
    me = await company(NAME);
  }

  const BASIC = { ...validRecord.basic, companyName: NAME, creditCode: CODE, industry: '集成电路' };

  async function submit() {
    expect((await saveStep(app, tenant, me, 'basic', BASIC)).code).toBe(1);
    expect((await saveStep(app, tenant, me, 'business', validRecord.business)).code).toBe(1);
    expect((await saveStep(app, tenant, me, 'ip', validRecord.ip)).data.outcome).toBe('submitted');
  }

  async function passAndMoveIn() {
    const waiting = await company(NAME);
    expect((await audit(app, operator, waiting, { pass: true, version: waiting.version })).code).toBe(1);
    const [room] = (await runSql(sql`select r.id from rooms r where r.park_id = ${park} and r.company_id is null and r.enabled order by r.id limit 1`)).rows as { id: number }[];
    expect((await json(app, operator, 'POST', 'v1/enterprise/moveIn', { companyId: me.id, roomIds: [room?.id] })).code).toBe(1);
  }

  const listRow = async (filter: object = {}) => rows((await json(app, operator, 'POST', 'v1/enterprise/lists', { name: '芯创', ...filter })).data.list)[0];
  const auditRow = async () => {
    const res = await json(app, operator, 'POST', 'v1/enterprise/check/list', { parkId: park, name: '芯创' });
    expect(res.code).toBe(1);
    return rows(res.data.list)[0];
  };
  const exportRow = async (filter: object = {}) => {
    const res = await send(app, operator, 'POST', 'v1/enterprise/data/export/xlsx', { parkId: park, name: '芯创', fields: [{ moduleKey: 'basic', fieldKey: 'industry' }], ...filter });
    expect(res.statusCode).toBe(200);
    const [header, ...body] = await sheetRows(res.rawPayload);
    return { header: header ?? [], row: body[0] };
  };
  const tree = async () => (await json(app, operator, 'GET', `v1/enterprise/companyLifeTree/detail/${me.id}`)).data.company as Record<string, unknown>;
  const industryPolicy = async (industry: string) => {
    const { id } = await policyIn(park, TALENT);
    const saved = await json(app, operator, 'PUT', 'v1/admin/ps/policy/condition/save', { policyId: id, conditions: [{ kind: 'industry', operator: 'in', value: [industry] }] });
    expect(saved.code).toBe(1);
    return id;
  };
  const ownMatch = async (policyId: number) => (await json(app, tenant, 'GET', `v1/ps/policy/match/${policyId}`)).data as Body['data'];

  it('registers, checks in with its own values, is passed once of two operators at once, moves in, and is shown with them everywhere', async () => {
    await registerCompany();
    // A credit code another company holds is refused at its field, before anything is written.
    const taken = await saveStep(app, tenant, me, 'basic', { ...BASIC, creditCode: validRecord.basic.creditCode });
    expect(taken).toMatchObject({ code: 0, msg: '统一社会信用代码已被其他企业使用', errors: [{ field: 'data.creditCode' }] });
    expect(await count(sql`select count(*)::int as n from company_records where company_id = ${me.id}`)).toBe(0);

    await submit();

    // What waits for audit is what was submitted, in the audit list and the company list alike.
    expect(await auditRow()).toMatchObject({ name: NAME, kind: 'apply', creditCode: CODE, industry: '集成电路', pending: {} });
    expect(await listRow()).toMatchObject({ state: 0, creditCode: CODE, industry: '集成电路', changePending: false });

    // Two operators pass at once: exactly one changes anything.
    const waiting = await company(NAME);
    const results = await Promise.all([audit(app, operator, waiting, { pass: true, version: waiting.version }), audit(app, admin, waiting, { pass: true, version: waiting.version })]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.code !== 1)?.msg).toBe(STALE);
    expect(await versionsOf(me.id)).toBe(1);
    expect((await company(NAME)).version).toBe(waiting.version + 1);

    const [room] = (await runSql(sql`select r.id from rooms r where r.park_id = ${park} and r.company_id is null and r.enabled order by r.id limit 1`)).rows as { id: number }[];
    expect((await json(app, operator, 'POST', 'v1/enterprise/moveIn', { companyId: me.id, roomIds: [room?.id] })).code).toBe(1);

    const row = await listRow();
    expect(row).toMatchObject({ name: NAME, state: 1, creditCode: CODE, industry: '集成电路', changePending: false, pending: {} });
    expect(rows(row?.rooms)).toHaveLength(1);
    expect(await listRow({ industry: '集成电路' })).toMatchObject({ id: me.id });
    expect(await listRow({ name: undefined, creditCode: CODE.toLowerCase() })).toMatchObject({ id: me.id });

    const sheet = await exportRow({ industry: '集成电路' });
    expect(sheet.row?.slice(0, 2)).toEqual([NAME, CODE]);
    expect(sheet.row?.[sheet.header.indexOf('所属行业')]).toBe('集成电路');
    expect(sheet.row?.at(-1)).toBe('集成电路');

    expect(await tree()).toMatchObject({ name: NAME, industry: '集成电路', state: 1, changePending: false });

    const policy = await industryPolicy('集成电路');
    const matched = await json(app, operator, 'POST', 'v1/admin/ps/policy/condition/match', { policyId: policy, met: true, name: '芯创' });
    expect(rows(matched.data.list).map((r) => r.companyName)).toEqual([NAME]);
    expect(await ownMatch(policy)).toMatchObject({ met: true, conditions: [{ met: true, reason: '所属行业为集成电路，满足「属于集成电路」' }] });
  });

  it('shows a change to an audited model as pending everywhere, and moves the values only when it passes', async () => {
    await registerCompany();
    await submit();
    await passAndMoveIn();
    expect((await saveStep(app, tenant, me, 'basic', { ...BASIC, industry: '生物医药' })).data.outcome).toBe('pending');
    const policy = await industryPolicy('集成电路');

    // Pending: the accepted values stay in every column, filter, export cell and match; the change is named beside them.
    expect(await listRow()).toMatchObject({ industry: '集成电路', changePending: true, pending: { industry: '生物医药' } });
    expect(await listRow({ industry: '生物医药' })).toBeUndefined();
    expect(await auditRow()).toMatchObject({ kind: 'change', industry: '集成电路', pending: { industry: '生物医药' } });
    const pendingSheet = await exportRow();
    expect(pendingSheet.row?.[pendingSheet.header.indexOf('所属行业')]).toBe('集成电路');
    expect(pendingSheet.row?.[pendingSheet.header.indexOf('信息变更')]).toBe('变更待审核：所属行业 → 生物医药');
    expect(await tree()).toMatchObject({ industry: '集成电路', changePending: true });
    expect((await ownMatch(policy)).met).toBe(true);

    const changing = await company(NAME);
    expect((await audit(app, operator, changing, { pass: true, version: changing.version })).code).toBe(1);

    expect(await listRow()).toMatchObject({ industry: '生物医药', changePending: false, pending: {} });
    expect(await listRow({ industry: '集成电路' })).toBeUndefined();
    const passedSheet = await exportRow();
    expect(passedSheet.row?.[passedSheet.header.indexOf('所属行业')]).toBe('生物医药');
    // An empty cell reads back as nothing.
    expect(passedSheet.row?.[passedSheet.header.indexOf('信息变更')] ?? '').toBe('');
    expect(await tree()).toMatchObject({ industry: '生物医药', changePending: false });
    expect(await ownMatch(policy)).toMatchObject({ met: false, conditions: [{ reason: '所属行业为生物医药，不满足「属于集成电路」' }] });
  });

  it("applies an operator's edit to the columns at once, and keeps every seeded company's columns equal to its record", async () => {
    const robot = await company(SETTLED_PLAIN);
    const edited = await saveStep(app, operator, robot, 'basic', { ...validRecord.basic, companyName: '智造机器人（上海）有限公司', creditCode: CODE, industry: '人工智能' });
    expect(edited.data.outcome).toBe('applied');
    expect(await listRow({ name: '智造机器人' })).toMatchObject({ id: robot.id, name: '智造机器人（上海）有限公司', creditCode: CODE, industry: '人工智能' });

    // The demo company's waiting change names its legal person only: no column changes, but it is marked.
    expect(rows((await json(app, operator, 'POST', 'v1/enterprise/lists', { name: '星云' })).data.list)[0]).toMatchObject({ name: SETTLED, changePending: true, pending: {} });
    const drift = await runSql(sql`
      select c.name from companies c join company_records r on r.company_id = c.id and r.module_key = 'basic'
      where r.data is not null and (c.name <> r.data->>'companyName' or c.credit_code is distinct from r.data->>'creditCode'
        or c.industry is distinct from r.data->>'industry')`);
    expect(drift.rows).toEqual([]);
  });
});
