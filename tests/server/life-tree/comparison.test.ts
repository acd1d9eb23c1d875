import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tokens } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { resetDatabase, testApp } from '../helpers/test-server';
import { json, parkId, ZHANGJIANG } from '../park/fixtures';
import { addCompany, addMilestoneRow, addStaff, addTenancy, companyIdOf, roomsOf } from './fixtures';

const COMPARE = 'v1/enterprise/companyLifeTree/comparison';
const REFUSED = '请选择 2 至 4 家不同的企业进行对比';
const zeroKinds = { funding: 0, patent: 0, award: 0, qualification: 0, revenue: 0 };

describe('comparing companies year by year', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let park: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase();
    operator = await sessionFor('operator');
    park = await parkId(ZHANGJIANG);
  });

  async function twoCompanies() {
    const a = await addCompany(park, '对比甲有限公司');
    const b = await addCompany(park, '对比乙有限公司', '2021-09-01T02:00:00Z');
    const [r1, r2] = await roomsOf(park, 2);
    await addStaff(a, park, [['2021-04-01', null], ['2021-05-01', '2022-06-30'], ['2022-02-01', null], ['2023-05-01', '2023-12-31']]);
    // Given back on the last day of 2022: not held at that year's end.
    await addTenancy(a, park, r1!.id, 100, '2021-04-01', '2022-12-31');
    await addTenancy(a, park, r2!.id, 60, '2022-07-01', null);
    await addMilestoneRow(a, park, { kind: 'funding', title: '天使轮', occurredOn: '2021-06-01', amountFen: 500_000_000 });
    await addMilestoneRow(a, park, { kind: 'funding', title: 'A轮', occurredOn: '2022-03-01', amountFen: 3_000_000_000 });
    await addMilestoneRow(a, park, { kind: 'patent', title: '专利一', occurredOn: '2022-04-01' });
    await addMilestoneRow(a, park, { kind: 'patent', title: '专利二', occurredOn: '2022-12-31' });
    await addMilestoneRow(a, park, { kind: 'qualification', title: '高新技术企业', occurredOn: '2023-11-20' });
    await addStaff(b, park, [['2022-01-01', null]]);
    await addMilestoneRow(b, park, { kind: 'award', title: '创新奖', occurredOn: '2023-01-05' });
    return { a, b };
  }

  it('puts 2 companies side by side: headcount and area at year end, milestones by kind per year', async () => {
    const { a, b } = await twoCompanies();
    const body = await json(app, operator, 'POST', COMPARE, { companyIds: [b, a] });
    expect(body.code).toBe(1);
    const thisYear = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
    expect(body.data.years).toEqual(Array.from({ length: thisYear - 2021 + 1 }, (_, i) => 2021 + i));
    const companies = body.data.companies as unknown as { company: { id: number }; years: unknown[] }[];
    // In the order asked.
    expect(companies.map((c) => c.company.id)).toEqual([b, a]);
    expect(companies[1]!.years.slice(0, 3)).toEqual([
      { year: 2021, headcount: 2, areaSqm: 100, fundingFen: 500_000_000, milestones: { ...zeroKinds, funding: 1 } },
      { year: 2022, headcount: 2, areaSqm: 60, fundingFen: 3_000_000_000, milestones: { ...zeroKinds, funding: 1, patent: 2 } },
      { year: 2023, headcount: 2, areaSqm: 60, fundingFen: 0, milestones: { ...zeroKinds, qualification: 1 } },
    ]);
    expect(companies[0]!.years.slice(0, 3)).toEqual([
      { year: 2021, headcount: 0, areaSqm: 0, fundingFen: 0, milestones: zeroKinds },
      { year: 2022, headcount: 1, areaSqm: 0, fundingFen: 0, milestones: zeroKinds },
      { year: 2023, headcount: 1, areaSqm: 0, fundingFen: 0, milestones: { ...zeroKinds, award: 1 } },
    ]);
  });

  it('takes up to 4 companies', async () => {
    const { a, b } = await twoCompanies();
    const c = await companyIdOf('星云智能科技有限公司');
    const d = await companyIdOf('智造机器人有限公司');
    const body = await json(app, operator, 'POST', COMPARE, { companyIds: [a, b, c, d] });
    expect(body.code).toBe(1);
    expect(body.data.companies).toHaveLength(4);
  });

  it('refuses 1 company, 5 companies and the same company twice with a clear message', async () => {
    const { a, b } = await twoCompanies();
    const more = await Promise.all(['星云智能科技有限公司', '智造机器人有限公司', '恒远物流有限公司'].map(companyIdOf));
    expect(await json(app, operator, 'POST', COMPARE, { companyIds: [a] })).toMatchObject({ code: 0, msg: REFUSED });
    expect(await json(app, operator, 'POST', COMPARE, { companyIds: [a, b, ...more] })).toMatchObject({ code: 0, msg: REFUSED });
    expect(await json(app, operator, 'POST', COMPARE, { companyIds: [a, a] })).toMatchObject({ code: 0, msg: REFUSED });
    expect(await json(app, operator, 'POST', COMPARE, { companyIds: [] })).toMatchObject({ code: 0, msg: REFUSED });
  });

  it('refuses bad bodies, unknown companies and companies of different parks', async () => {
    const { a } = await twoCompanies();
    const ids = Array.from({ length: 11 }, (_, i) => i + 1);
    // Each schema violation also names its field, in the words shown under it.
    expect(await json(app, operator, 'POST', COMPARE, { companyIds: ids })).toMatchObject({
      code: 0, msg: '字段 companyIds 最多 10 项', errors: [{ field: 'companyIds', msg: '最多 10 项' }],
    });
    expect(await json(app, operator, 'POST', COMPARE, { companyIds: [a, 0] })).toMatchObject({ errors: [{ field: 'companyIds.1' }] });
    expect(await json(app, operator, 'POST', COMPARE, {})).toMatchObject({ errors: [{ field: 'companyIds', msg: '必填' }] });
    expect((await json(app, operator, 'POST', COMPARE, { companyIds: [a, 0] })).code).toBe(0);
    expect((await json(app, operator, 'POST', COMPARE, { companyIds: 'a' })).code).toBe(0);
    expect((await json(app, operator, 'POST', COMPARE, {})).msg).toBe('缺少必填字段：companyIds');
    expect(await json(app, operator, 'POST', COMPARE, { companyIds: [a, 999999] })).toMatchObject({ code: 0, msg: '所选企业不存在' });
    const elsewhere = await companyIdOf('云帆软件技术有限公司');
    expect(await json(app, operator, 'POST', COMPARE, { companyIds: [a, elsewhere] })).toMatchObject({ code: 0, msg: '只能对比同一园区的企业' });
  });

  it('lets only manage users of the park compare', async () => {
    const { a, b } = await twoCompanies();
    const far = await Promise.all(['云帆软件技术有限公司', '极光网络有限公司'].map(companyIdOf));
    expect(await json(app, operator, 'POST', COMPARE, { companyIds: far })).toMatchObject({ code: 403 });
    expect((await json(app, await sessionFor('admin'), 'POST', COMPARE, { companyIds: far })).code).toBe(1);
    expect(await json(app, await sessionFor('company'), 'POST', COMPARE, { companyIds: [a, b] })).toMatchObject({ code: 403 });
    expect(await json(app, await sessionFor('agency'), 'POST', COMPARE, { companyIds: [a, b] })).toMatchObject({ code: 403 });
    expect((await app.inject({ method: 'POST', url: `/api/${COMPARE}`, payload: { companyIds: [a, b] } })).statusCode).toBe(401);
  });
});
