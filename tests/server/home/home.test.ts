import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_KINDS, homeKindsOf, type HomeKindKey } from '@contract/home';
import { PRIVILEGES, PRIVILEGE_LIST } from '@contract/privileges';
import type { Home, HomeKind } from '@contract/schemas/home';
import { setOperatorCodes } from '../access/access-kit';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, parkId, ZHANGJIANG, ZHONGGUANCUN } from '../park/fixtures';

const HOMES = { manage: 'v1/admin/home', front: 'v1/ps/home', agent: 'v1/cash/mechanism/home' } as const;

async function one(query: ReturnType<typeof sql>): Promise<number> {
  const row = (await runSql(query)).rows[0] as { id: number } | undefined;
  if (!row) throw new Error('no row');
  return Number(row.id);
}

// A company that has settled in a park, and an order of it waiting for the park's assignment.
async function settledCompany(park: number, name: string): Promise<number> {
  return one(sql`insert into companies (park_id, name, state, settled_at) values (${park}, ${name}, 1, now()) returning id`);
}
const waitingOrder = (park: number, company: number, createdAt: string) =>
  one(sql`insert into orders (park_id, company_id, kind, subject_kind, subject_id, subject_title, service_type, state, needs, contact, phone, created_at)
    values (${park}, ${company}, 'service', 'content', 1, '待指派的测试申请', 'finance', 'submitted', '需求', '联系人', '13800000001', ${createdAt}::timestamptz) returning id`);

describe('the to-do home of each host kind', () => {
  let app: FastifyInstance;
  let park: number;
  let other: number;
  const home = async (tokens: Tokens, host: keyof typeof HOMES) => {
    const body = await json(app, tokens, 'GET', HOMES[host]);
    expect(body.code, body.msg).toBe(1);
    return body.data as unknown as Home;
  };
  const kindOf = (answer: Home, kind: HomeKindKey): HomeKind | undefined => answer.kinds.find((k) => k.kind === kind);

  beforeAll(async () => {
    app = await testApp();
    [park, other] = await Promise.all([parkId(ZHANGJIANG), parkId(ZHONGGUANCUN)]);
  });
  afterAll(() => app.close());

  it('answers each host kind its own kinds, labelled from the catalogue, every row linking to its screen', async () => {
    const answers = {
      manage: await home(await sessionFor('admin', park), 'manage'),
      front: await home(await sessionFor('company'), 'front'),
      agent: await home(await sessionFor('agency'), 'agent'),
    };
    for (const [host, answer] of Object.entries(answers) as [keyof typeof HOMES, Home][]) {
      const own = homeKindsOf(host);
      expect(answer.kinds.length, host).toBeGreaterThan(0);
      for (const kind of answer.kinds) {
        expect(own, `${host} ${kind.kind}`).toContain(kind.kind);
        expect(kind.label).toBe(HOME_KINDS[kind.kind].label);
        expect(kind.screen).toMatch(/^\/[^/]/);
        expect(kind.rows.length).toBeLessThanOrEqual(kind.count);
        const since = kind.rows.map((r) => r.since);
        expect(since).toEqual([...since].sort());
        for (const row of kind.rows) expect(row.link).toMatch(/^\/[A-Za-z-]+(\/[A-Za-z-]+)?(\?.+)?$/);
      }
    }
    // The platform admin holds every privilege: every operator kind, in the catalogue's order.
    expect(answers.manage.kinds.map((k) => k.kind)).toEqual(homeKindsOf('manage'));
  });

  it("counts the session park's waiting orders, oldest first, marks overdue by the park's service level, and never counts another park's", async () => {
    const operator = await sessionFor('admin', park);
    const before = kindOf(await home(operator, 'manage'), 'orderRoute');
    const mine = await settledCompany(park, '待办测试本园企业');
    const theirs = await settledCompany(other, '待办测试他园企业');
    await runSql(sql`insert into order_service_levels (park_id, service_type, response_hours, complete_days) values (${park}, 'finance', 24, 30)
      on conflict (park_id, service_type) do update set response_hours = 24, complete_days = 30`);
    const oldest = await waitingOrder(park, mine, '2000-01-01T00:00:00Z');
    await waitingOrder(park, mine, new Date().toISOString());
    await waitingOrder(other, theirs, '1999-01-01T00:00:00Z');
    const after = kindOf(await home(operator, 'manage'), 'orderRoute');
    expect(after?.count).toBe((before?.count ?? 0) + 2);
    expect(after?.overdue).toBe((before?.overdue ?? 0) + 1);
    expect(after?.rows[0]).toMatchObject({ id: oldest, title: '待指派的测试申请', overdue: true, link: `/serviceOrderDetail?id=${String(oldest)}&parkId=${String(park)}` });
    expect(after?.rows[1]?.since).not.toBe('1999-01-01T00:00:00.000Z');
    // Seen from the other park, the new company's check-in waits there and nowhere else.
    const checkIns = async (p: number) => kindOf(await home(await sessionFor('admin', p), 'manage'), 'checkIn')?.count ?? 0;
    const [here, there] = [await checkIns(park), await checkIns(other)];
    await runSql(sql`update companies set state = 0, submitted_at = now() where id = ${theirs}`);
    expect([await checkIns(park), await checkIns(other)]).toEqual([here, there + 1]);
  });

  it('leaves out the kinds whose privilege the role does not hold', async () => {
    try {
      await setOperatorCodes([PRIVILEGES.orderRouting.code]);
      const narrow = await home(await sessionFor('operator'), 'manage');
      const kinds = narrow.kinds.map((k) => k.kind);
      expect(kinds).toContain('orderRoute');
      expect(kinds).not.toContain('checkIn');
      expect(kinds).not.toContain('preApply');
      expect(kinds).not.toContain('voucherApply');
      for (const kind of kinds) expect(HOME_KINDS[kind]).not.toHaveProperty('privilege', 'companyAudit');
      await setOperatorCodes([PRIVILEGES.companyAudit.code]);
      const audit = (await home(await sessionFor('operator'), 'manage')).kinds.map((k) => k.kind);
      expect(audit).toContain('checkIn');
      expect(audit).not.toContain('orderRoute');
    } finally {
      await setOperatorCodes(PRIVILEGE_LIST.filter((p) => !p.platformOnly).map((p) => p.code));
    }
  });

  it("tells a company what waits for it (its own items only) and refuses another host kind's home", async () => {
    const company = await sessionFor('company');
    const companyId = await one(sql`select company_id as id from users where username = 'company'`);
    const before = kindOf(await home(company, 'front'), 'orderConfirm')?.count ?? 0;
    const [own, stranger] = [companyId, await settledCompany(park, '待办测试别家企业')];
    for (const c of [own, stranger]) {
      await runSql(sql`insert into orders (park_id, company_id, kind, subject_kind, subject_id, subject_title, service_type, state, needs, contact, phone, delivered_at)
        values (${park}, ${c}, 'service', 'content', 1, '待确认的测试服务', 'finance', 'delivered', '需求', '联系人', '13800000001', now())`);
    }
    const confirm = kindOf(await home(company, 'front'), 'orderConfirm');
    expect(confirm?.count).toBe(before + 1);
    expect(confirm?.rows.some((r) => r.title === '待确认的测试服务' && r.link.startsWith('/front-cashOrderDetail?id='))).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/api/${HOMES.manage}`, headers: { authorization: `Bearer ${company.access_token}` } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/${HOMES.agent}`, headers: { authorization: `Bearer ${company.access_token}` } })).statusCode).toBe(403);
  });

  it('tells an agency the orders routed to it that wait on it', async () => {
    const agency = await sessionFor('agency');
    const mechanism = await one(sql`select mechanism_id as id from users where username = 'agency'`);
    const company = await settledCompany(park, '待办测试机构客户');
    const before = kindOf(await home(agency, 'agent'), 'orderAccept')?.count ?? 0;
    const id = await one(sql`insert into orders (park_id, company_id, kind, subject_kind, subject_id, subject_title, service_type, mechanism_id, state, needs, contact, phone)
      values (${park}, ${company}, 'service', 'content', 1, '待受理的测试申请', 'finance', ${mechanism}, 'assigned', '需求', '联系人', '13800000001') returning id`);
    const accept = kindOf(await home(agency, 'agent'), 'orderAccept');
    expect(accept?.count).toBe(before + 1);
    expect(accept?.rows.map((r) => r.link)).toContain(`/cashOrderDetail?id=${String(id)}&parkId=${String(park)}`);
  });
});
