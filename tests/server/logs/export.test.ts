import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';

async function sheetRows(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('操作日志');
  const rows: string[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

describe('POST /api/v1/admin/logs/export', () => {
  let app: FastifyInstance;
  let admin: Tokens;
  let operatorPark: number;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    admin = await sessionFor('admin');
    operatorPark = ((await runSql(sql`select up.park_id from user_parks up join users u on u.id = up.user_id where u.username = 'operator'`)).rows[0] as { park_id: number }).park_id;
    await runSql(sql`insert into operation_logs (username, user_type, park_id, module, action, target, before, after, created_at) values
      ('tester', 8, ${operatorPark}, 'privilege', 'update', '探针一号', '{"name":"a"}', '{"name":"b"}', '2026-01-10T08:00:00Z'),
      ('tester', 8, ${operatorPark + 1}, 'privilege', 'delete', '探针二号', null, null, '2026-02-10T08:00:00Z')`);
  });

  const exportLogs = (tokens: Tokens, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/admin/logs/export', headers: { authorization: `Bearer ${tokens.access_token}` }, payload });

  it('gives the filtered entries as an .xlsx sheet with what they changed, and records the export', async () => {
    const res = await exportLogs(admin, { module: 'privilege' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['操作时间', '操作人', '用户类型', '园区', '模块', '操作', '操作对象', '结果', 'IP', '修改前', '修改后']);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual(expect.arrayContaining(['2026-02-10 16:00:00', 'tester', '园区运营', '权限', '删除', '探针二号', '成功']));
    expect(rows[2]).toEqual(expect.arrayContaining(['{"name":"a"}', '{"name":"b"}']));
    const logged = await runSql(sql`select module, action, target from operation_logs where action = 'export'`);
    expect(logged.rows).toEqual([{ module: 'operationLog', action: 'export', target: '2 条' }]);
  });

  it('exports for an operator only the entries of their parks, and honours the time range', async () => {
    const rows = await sheetRows((await exportLogs(await sessionFor('operator'), { module: 'privilege' })).rawPayload);
    expect(rows.slice(1).map((r) => r[6])).toEqual(['探针一号']);
    const ranged = await sheetRows((await exportLogs(admin, { module: 'privilege', startTime: '2026-02-01T00:00:00Z' })).rawPayload);
    expect(ranged.slice(1).map((r) => r[6])).toEqual(['探针二号']);
  });

  it('refuses more entries than one export holds, and bad filters, with a message', async () => {
    await runSql(sql`insert into operation_logs (module, action) select 'menu', 'add' from generate_series(1, 10001)`);
    const tooMany = (await exportLogs(admin, { module: 'menu' })).json();
    expect(tooMany).toMatchObject({ code: 0, msg: expect.stringContaining('超过单次导出上限') });
    for (const payload of [{ pageNum: 1 }, { startTime: 'yesterday' }, { module: 'x'.repeat(51) }]) {
      const res = await exportLogs(admin, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().code).not.toBe(1);
    }
  });

  it('offers no way to change or delete log entries', async () => {
    const [row] = (await runSql(sql`select id from operation_logs limit 1`)).rows as { id: number }[];
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({ method, url: `/api/v1/admin/logs/detail/${row!.id}`, headers: { authorization: `Bearer ${admin.access_token}` } });
      expect(res.statusCode).toBe(404);
    }
  });
});
