import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_PANELS, DASHBOARD_PANEL_KEYS, SUM_ROW_LABEL, type DashboardPanelKey } from '@contract/dashboard';
import { dashboardCalls } from '@contract/calls/dashboard';
import { idOf, operatorParkId } from '../access/access-kit';
import type { Tokens } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, send } from '../park/fixtures';

type Row = Record<string, string | number>;
type Panel = { rows: Row[]; sums: Row[] };

const PANEL_PATHS = Object.fromEntries(DASHBOARD_PANEL_KEYS.map((key) => [key, dashboardCalls[key].path])) as Record<DashboardPanelKey, string>;
const MONTHS = 'from=2026-03&to=2026-04';
const url = (panel: DashboardPanelKey, query = '') => `${PANEL_PATHS[panel]}${query ? `?${query}` : ''}`;

// A park of its own, every figure written here: the panels' numbers are checked against these rows only.
async function seedPark(): Promise<number> {
  const park = await idOf(sql`insert into parks (name) values ('看板测试园') returning id`);
  const building = async (name: string, number: string) => {
    const b = await idOf(sql`insert into buildings (park_id, name, number) values (${park}, ${name}, ${number}) returning id`);
    return idOf(sql`insert into floors (park_id, building_id, name, number) values (${park}, ${b}, '1层', '1') returning id`);
  };
  const company = (name: string, state: number | null, industry: string | null) =>
    idOf(sql`insert into companies (park_id, name, state, industry) values (${park}, ${name}, ${state}, ${industry}) returning id`);
  const [c1, c2, c3, c4, c5] = [
    await company('甲', 1, '人工智能'), await company('乙', 1, '人工智能'), await company('丙', 1, null), await company('丁', 0, '生物医药'), await company('戊', 3, '其他'),
  ];
  const a = await building('A座', '1');
  const b = await building('B座', '2');
  const room = (floor: number, number: string, area: number, holder: number | null) =>
    idOf(sql`insert into rooms (park_id, floor_id, name, number, area_sqm, company_id) values (${park}, ${floor}, ${number}, ${number}, ${area}, ${holder}) returning id`);
  await room(a, '101', 100.5, c1);
  await room(a, '102', 50, null);
  await room(a, '103', 30, c2);
  await room(b, '201', 20, null);
  await idOf(sql`insert into rooms (park_id, floor_id, name, number, area_sqm, enabled) values (${park}, ${b}, '停用', '202', 999, false) returning id`);
  const event = (companyId: number, kind: string, at: string) =>
    idOf(sql`insert into company_events (company_id, park_id, kind, occurred_at) values (${companyId}, ${park}, ${kind}, ${at}::timestamptz) returning id`);
  await event(c1, 'submitted', '2026-03-05T02:00:00Z');
  await event(c1, 'passed', '2026-03-10T02:00:00Z');
  // 01:00 on 1 April in China: an April application.
  await event(c2, 'submitted', '2026-03-31T17:00:00Z');
  await event(c2, 'passed', '2026-04-02T02:00:00Z');
  await event(c3, 'submitted', '2026-04-03T02:00:00Z');
  await event(c3, 'rejected', '2026-04-04T02:00:00Z');
  await event(c3, 'submitted', '2026-04-05T02:00:00Z');
  await event(c3, 'passed', '2026-04-06T02:00:00Z');
  await event(c5, 'movedOut', '2026-04-20T02:00:00Z');
  await event(c4, 'submitted', '2026-05-02T02:00:00Z');
  await idOf(sql`insert into order_service_levels (park_id, service_type, response_hours, complete_days) values (${park}, 'finance', 24, 10) returning park_id as id`);
  const order = (kind: string, type: string | null, state: string, created: string, delivered: string | null, responded: string | null = null) =>
    idOf(sql`insert into orders (park_id, company_id, kind, subject_kind, subject_id, subject_title, service_type, state, needs, contact, phone, created_at, delivered_at, first_response_at)
      values (${park}, ${c1}, ${kind}, 'content', 1, '看板测试', ${type}, ${state}, '需求', '联系人', '13800000001', ${created}::timestamptz, ${delivered}::timestamptz, ${responded}::timestamptz) returning id`);
  await order('service', 'finance', 'completed', '2026-01-01T00:00:00Z', '2026-01-06T00:00:00Z', '2026-01-01T01:00:00Z');
  await order('service', 'finance', 'delivered', '2026-01-01T00:00:00Z', '2026-01-16T00:00:00Z', '2026-01-01T01:00:00Z');
  await order('service', 'finance', 'submitted', new Date(Date.now() - 20 * 86_400_000).toISOString(), null);
  await order('service', 'finance', 'submitted', new Date().toISOString(), null);
  await order('service', 'legal', 'submitted', new Date().toISOString(), null);
  await order('policy', null, 'rejected', new Date().toISOString(), null);
  const batch = await idOf(sql`insert into voucher_batches (park_id, name, funder, budget, face_value, quota, service_types, apply_start, apply_end, expires_on, settlement_windows, issued)
    values (${park}, '看板批次', '园区', 1000000, 100000, 3, array['finance'], '2026-01-01', '2026-12-31', '2027-06-30', '[]'::jsonb, 300000) returning id`);
  const voucher = (state: string, redeemed: number | null) =>
    idOf(sql`insert into vouchers (batch_id, park_id, company_id, face_value, state, expires_on, redeemed) values (${batch}, ${park}, ${c1}, 100000, ${state}, '2027-06-30', ${redeemed}) returning id`);
  await voucher('committed', null);
  await voucher('used', 80000);
  await voucher('active', null);
  const policy = await idOf(sql`insert into content_items (park_id, type, title, state) values (${park}, 'policy', '看板测试政策', 'published') returning id`);
  await idOf(sql`insert into policy_notifications (policy_id, company_id, park_id) values (${policy}, ${c1}, ${park}), (${policy}, ${c2}, ${park}) returning policy_id as id`);
  await idOf(sql`insert into pre_applications (park_id, company_id, policy_id, policy_title, company_name, state, form)
    values (${park}, ${c1}, ${policy}, '看板测试政策', '甲', 'submitted', '{}'::jsonb) returning id`);
  return park;
}

// The figures each panel must show for the park above (the park's name leads every row).
const EXPECTED: Record<DashboardPanelKey, Row[]> = {
  occupancy: [
    { building: 'A座', rooms: 3, roomsLet: 2, roomsFree: 1, area: 180.5, areaLet: 130.5, areaFree: 50 },
    { building: 'B座', rooms: 1, roomsLet: 0, roomsFree: 1, area: 20, areaLet: 0, areaFree: 20 },
  ],
  funnel: [
    { month: '2026-03', applied: 1, audited: 1, settled: 1, movedOut: 0 },
    { month: '2026-04', applied: 2, audited: 2, settled: 2, movedOut: 1 },
  ],
  industries: [{ industry: '人工智能', companies: 2 }, { industry: '未填写', companies: 1 }],
  orderStates: [
    { state: '已完成', orders: 1 }, { state: '已交付', orders: 1 }, { state: '已驳回', orders: 1 }, { state: '待受理', orders: 3 },
  ],
  serviceLevels: [{ serviceType: '财税服务', orders: 4, delivered: 2, onTime: 1, overdue: 1, compliance: 50 }],
  vouchers: [{ batch: '看板批次', budgetFen: 1000000, issuedFen: 300000, committedFen: 100000, redeemedFen: 80000, burn: 8 }],
  policies: [{ policy: '看板测试政策', matched: 2, applied: 1 }],
};

const sortedBy = (rows: Row[], key: string) => [...rows].sort((x, y) => String(x[key]).localeCompare(String(y[key])));

describe('the park dashboard', () => {
  let app: FastifyInstance;
  let park: number;
  let operatorPark: number;
  let admin: Tokens;
  let operator: Tokens;
  const panel = async (tokens: Tokens, key: DashboardPanelKey, query = '') => {
    const body = await json(app, tokens, 'GET', url(key, query));
    expect(body.code, `${key}: ${body.msg}`).toBe(1);
    return body.data as unknown as Panel;
  };

  beforeAll(async () => {
    app = await testApp();
  });
  // The database is restored before each test: the park and the sessions are written for each.
  beforeEach(async () => {
    park = await seedPark();
    operatorPark = await operatorParkId();
    admin = await sessionFor('admin');
    operator = await sessionFor('operator', operatorPark);
  });
  afterAll(() => app.close());

  it('counts every panel of a park from its rows', async () => {
    for (const key of DASHBOARD_PANEL_KEYS) {
      const answer = await panel(admin, key, `parkId=${park}${key === 'funnel' ? `&${MONTHS}` : ''}`);
      const category = DASHBOARD_PANELS[key].category;
      const expected = EXPECTED[key].map((row) => ({ parkId: park, park: '看板测试园', ...row }));
      expect(sortedBy(answer.rows, category), key).toEqual(sortedBy(expected, category));
      expect(answer.sums, key).toEqual([]);
    }
  });

  it('gives the platform admin every park and their sums when no park is named', async () => {
    for (const key of DASHBOARD_PANEL_KEYS) {
      const answer = await panel(admin, key, key === 'funnel' ? MONTHS : '');
      const parks = new Set(answer.rows.map((row) => row.parkId));
      expect(parks.has(park), key).toBe(true);
      expect(parks.has(operatorPark) || key !== 'occupancy', key).toBe(true);
      expect(answer.sums.length, key).toBeGreaterThan(0);
      for (const sum of answer.sums) {
        expect(sum.parkId).toBe(0);
        expect(sum.park).toBe(SUM_ROW_LABEL);
      }
      // Every count column of the sums is the sum of the parks' rows (by category, or all of them in one row).
      const { category, columns } = DASHBOARD_PANELS[key];
      const single = answer.sums.length === 1 && answer.sums[0]?.[category] === SUM_ROW_LABEL;
      for (const sum of answer.sums) {
        const counted = single ? answer.rows : answer.rows.filter((row) => row[category] === sum[category]);
        for (const column of columns.filter((c) => c.kind === 'count' || c.kind === 'fen')) {
          expect(sum[column.key], `${key} ${String(sum[category])} ${column.key}`).toBe(counted.reduce((n, row) => n + Number(row[column.key]), 0));
        }
      }
    }
    const funnel = await panel(admin, 'funnel', MONTHS);
    expect(funnel.sums.map((row) => row.month)).toEqual(['2026-03', '2026-04']);
  });

  it('answers an operator the parks they operate and refuses another park, a company and an agency', async () => {
    const own = await panel(operator, 'occupancy');
    expect(own.rows.length).toBeGreaterThan(0);
    expect(new Set(own.rows.map((row) => row.parkId))).toEqual(new Set([operatorPark]));
    expect(own.sums).toEqual([]);
    expect((await panel(operator, 'orderStates', `parkId=${operatorPark}`)).rows.every((row) => row.parkId === operatorPark)).toBe(true);
    for (const key of DASHBOARD_PANEL_KEYS) {
      expect((await send(app, operator, 'GET', url(key, `parkId=${park}`))).statusCode, key).toBe(403);
    }
    expect((await send(app, operator, 'GET', `v1/admin/dashboard/vouchers/export?parkId=${park}`)).statusCode).toBe(403);
    for (const username of ['company', 'agency']) {
      const tokens = await sessionFor(username);
      for (const key of DASHBOARD_PANEL_KEYS) expect((await send(app, tokens, 'GET', url(key))).statusCode, `${username} ${key}`).toBe(403);
    }
    expect((await send(app, null, 'GET', url('occupancy'))).statusCode).toBe(401);
  });

  it('refuses a bad park and a bad month range', async () => {
    const refused = async (tokens: Tokens, path: string) => {
      const response = await send(app, tokens, 'GET', path);
      const body = response.json<{ code: number | string; msg: string }>();
      expect(body.code, path).not.toBe(1);
      return { status: response.statusCode, msg: body.msg };
    };
    // A request its schema refuses is answered as every refusal is (HTTP 200, code 0), naming the field.
    for (const query of ['parkId=abc', 'parkId=0', 'parkId=1.5']) {
      expect(await refused(admin, url('occupancy', query)), query).toMatchObject({ status: 200, msg: expect.stringContaining('parkId') });
    }
    expect(await refused(admin, url('occupancy', 'parkId=999999'))).toEqual({ status: 404, msg: '园区不存在' });
    expect((await refused(admin, url('funnel', 'from=2026-13'))).msg).toContain('from');
    expect((await refused(admin, url('funnel', 'from=2026-5&to=2026-06'))).msg).toContain('from');
    expect((await refused(admin, url('funnel', 'from=2026-05&to=2026-03'))).msg).toBe('起始月份不能晚于结束月份');
    expect((await refused(admin, url('funnel', 'from=2020-01&to=2026-01'))).msg).toBe('月份范围最多 24 个月');
    expect((await refused(admin, 'v1/admin/dashboard/rooms/export')).msg).toContain('panel');
  });

  it('exports a panel as the .xlsx of its table, money in yuan', async () => {
    const response = await send(app, admin, 'GET', `v1/admin/dashboard/vouchers/export?parkId=${park}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = (n: number) => (sheet?.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['园区', ...DASHBOARD_PANELS.vouchers.columns.map((c) => c.title)]);
    expect(values(2)).toEqual(['看板测试园', '看板批次', 10000, 3000, 1000, 800, 8]);
    expect(sheet?.rowCount).toBe(2);
  });
});
