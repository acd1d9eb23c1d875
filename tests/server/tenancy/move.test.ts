import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, parkId, rows, send, ZHANGJIANG } from '../park/fixtures';
import { companyId, companyRow, countOf, freeRooms, HENGYUAN, LANHAI, roomsOf, today, XINGYUN, ZHIZAO } from './fixtures';

const STATE_CHANGED = '状态已变更，请刷新后重试';

describe('move in and move out', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let park: number;
  let xingyun: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    park = await parkId(ZHANGJIANG);
    xingyun = await companyId(XINGYUN);
  });

  it('answers what move-in needs: the company, its rooms and the park buildings', async () => {
    const res = await json(app, operator, 'GET', `v1/enterprise/moveIn/${xingyun}`);
    expect(res.code).toBe(1);
    expect(res.data.company).toMatchObject({ id: xingyun, name: XINGYUN, state: 1, parkId: park });
    expect(rows(res.data.rooms).map((r) => `${String(r.buildingName)} ${String(r.floorName)} ${String(r.name)}`)).toEqual(['A座 1层 101室']);
    expect(rows(res.data.buildings).map((b) => b.name)).toEqual(['A座', 'B座', 'C座']);
    // The latest open move-in bounds the move-out picker (moveOutDateRule).
    expect(res.data.movedInOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await send(app, operator, 'GET', 'v1/enterprise/moveIn/999999')).statusCode).toBe(404);
  });

  it('moves a settled company into free rooms: tenancies, event, message to the company and one log entry', async () => {
    const [a, b] = await freeRooms(park, 2);
    const logs = await countOf('operation_logs');
    const messages = await countOf('messages', sql`kind = 'companyMovedIn'`);
    const res = await json(app, operator, 'POST', 'v1/enterprise/moveIn', { companyId: xingyun, roomIds: [a, b], date: '2026-01-05' });
    expect(res).toMatchObject({ code: 1, msg: '迁入成功', data: { companyId: xingyun, state: 1 } });
    expect(await roomsOf(xingyun)).toEqual(expect.arrayContaining([a, b]));
    expect(await countOf('company_tenancies', sql`company_id = ${xingyun} and moved_in_on = '2026-01-05' and moved_out_on is null`)).toBe(2);
    const [event] = (await runSql(sql`select data from company_events where company_id = ${xingyun} and kind = 'movedIn' order by id desc limit 1`)).rows as { data: { roomIds: number[]; rooms: string[] } }[];
    expect(event?.data.roomIds).toEqual([a, b]);
    expect(await countOf('messages', sql`kind = 'companyMovedIn'`)).toBe(messages + 1);
    const [message] = (await runSql(sql`select m.title, m.body from messages m join users u on u.id = m.user_id where u.username = 'company' and m.kind = 'companyMovedIn' order by m.id desc limit 1`)).rows as { title: string; body: string }[];
    expect(message?.body).toContain('2026-01-05');
    expect(await countOf('operation_logs')).toBe(logs + 1);
    const [log] = (await runSql(sql`select module, action, target from operation_logs order by id desc limit 1`)).rows;
    expect(log).toEqual({ module: 'enterprise', action: 'moveIn', target: XINGYUN });
    const list = await json(app, operator, 'POST', 'v1/enterprise/lists', { name: '星云' });
    expect(rows(rows(list.data.list)[0]?.rooms)).toHaveLength(3);
  });

  it('refuses rooms held by another company or by itself, of another park, disabled, and companies that are not settled', async () => {
    const zhizaoRoom = (await roomsOf(await companyId(ZHIZAO)))[0];
    const own = (await roomsOf(xingyun))[0];
    const otherPark = Number((await runSql(sql`select id from rooms where park_id <> ${park} and company_id is null limit 1`)).rows.map((r) => (r as { id: number }).id)[0]);
    const [free] = await freeRooms(park, 1);
    const logs = await countOf('operation_logs');
    const refused = async (body: object) => (await json(app, operator, 'POST', 'v1/enterprise/moveIn', body)).msg;
    expect(await refused({ companyId: xingyun, roomIds: [zhizaoRoom] })).toBe('房间已被占用：A座 1层 102室');
    expect(await refused({ companyId: xingyun, roomIds: [own] })).toContain('该企业已在使用');
    expect(await refused({ companyId: xingyun, roomIds: [otherPark] })).toBe('所选房间不存在或不属于该企业所在园区');
    expect(await refused({ companyId: xingyun, roomIds: [999999] })).toBe('所选房间不存在或不属于该企业所在园区');
    expect(await refused({ companyId: xingyun, roomIds: [free], date: '2026-02-30' })).toBe('迁入日期不是有效日期');
    await runSql(sql`update rooms set enabled = false where id = ${free}`);
    expect(await refused({ companyId: xingyun, roomIds: [free] })).toContain('房间已停用');
    await runSql(sql`update rooms set enabled = true where id = ${free}`);
    for (const name of [LANHAI, HENGYUAN, '拓维数据服务有限公司', '未来新材料有限公司']) {
      expect(await refused({ companyId: await companyId(name), roomIds: [free] })).toMatch(/^只有已入驻的企业可以迁入房间，该企业当前状态为「.+」$/);
    }
    expect(await countOf('operation_logs')).toBe(logs);
    expect(await roomsOf(xingyun)).toEqual([own]);
  });

  it('gives a room to exactly one of two companies moved into it at once', async () => {
    const zhizao = await companyId(ZHIZAO);
    const [room] = await freeRooms(park, 1);
    const logs = await countOf('operation_logs');
    const results = await Promise.all([
      json(app, operator, 'POST', 'v1/enterprise/moveIn', { companyId: xingyun, roomIds: [room] }),
      json(app, await sessionFor('admin', park), 'POST', 'v1/enterprise/moveIn', { companyId: zhizao, roomIds: [room] }),
    ]);
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    const loser = results.find((r) => r.code !== 1);
    expect(loser?.msg === STATE_CHANGED || loser?.msg.startsWith('房间已被占用')).toBe(true);
    expect(await countOf('company_tenancies', sql`room_id = ${room!} and moved_out_on is null`)).toBe(1);
    expect(await countOf('operation_logs')).toBe(logs + 1);
  });

  it('moves a settled company out: state 3, rooms freed, tenancies closed, history kept, message and one log entry', async () => {
    const rooms = await roomsOf(xingyun);
    const before = await companyRow(xingyun);
    const tenancies = await countOf('company_tenancies', sql`company_id = ${xingyun}`);
    const logs = await countOf('operation_logs');
    const day = today();
    const res = await json(app, operator, 'POST', 'v1/enterprise/moveOut', { companyId: xingyun, date: day, reason: ' 业务调整，迁往外地 ' });
    expect(res).toMatchObject({ code: 1, msg: '迁出成功', data: { state: 3, version: before.version + 1, roomIds: rooms } });
    expect(await companyRow(xingyun)).toMatchObject({ state: 3, movedOutOn: day, moveOutReason: '业务调整，迁往外地' });
    expect(await roomsOf(xingyun)).toEqual([]);
    expect(await countOf('company_tenancies', sql`company_id = ${xingyun}`)).toBe(tenancies);
    expect(await countOf('company_tenancies', sql`company_id = ${xingyun} and moved_out_on is null`)).toBe(0);
    expect(await countOf('company_events', sql`company_id = ${xingyun} and kind = 'movedOut'`)).toBe(1);
    expect(await countOf('messages', sql`kind = 'companyMovedOut' and user_id = (select id from users where username = 'company')`)).toBe(1);
    expect(await countOf('operation_logs')).toBe(logs + 1);
    const room = await json(app, operator, 'GET', `v1/park/room/info/${rooms[0]!}`);
    expect(room.data).toMatchObject({ companyId: null, companyName: null });

    const again = await json(app, operator, 'POST', 'v1/enterprise/moveOut', { companyId: xingyun, date: day, reason: '再次迁出' });
    expect(again.msg).toBe('只有已入驻的企业可以迁出，该企业当前状态为「已迁出」');
    const moveIn = await json(app, operator, 'POST', 'v1/enterprise/moveIn', { companyId: xingyun, roomIds: rooms });
    expect(moveIn.msg).toContain('只有已入驻的企业可以迁入房间');
    expect(await countOf('operation_logs')).toBe(logs + 1);
  });

  it('keeps the tenancy history when a freed room is deleted afterwards', async () => {
    const [room] = await roomsOf(xingyun);
    expect((await json(app, operator, 'POST', 'v1/enterprise/moveOut', { companyId: xingyun, date: today(), reason: '迁出后删房' })).code).toBe(1);
    expect((await json(app, operator, 'DELETE', `v1/park/room/delete/${room!}`)).code).toBe(1);
    const history = (await runSql(sql`select room_name from company_tenancies where company_id = ${xingyun} and room_id = ${room!}`)).rows;
    expect(history).toEqual([{ room_name: 'A座 1层 101室' }]);
  });

  it('refuses moving out every state but settled, and bad dates', async () => {
    for (const [name, label] of [[LANHAI, '待审核'], [HENGYUAN, '已迁出'], ['拓维数据服务有限公司', '已驳回'], ['未来新材料有限公司', '未申请入驻']] as const) {
      const res = await json(app, operator, 'POST', 'v1/enterprise/moveOut', { companyId: await companyId(name), date: today(), reason: '测试' });
      expect(res.msg).toBe(`只有已入驻的企业可以迁出，该企业当前状态为「${label}」`);
    }
    const refused = async (date: string) => (await json(app, operator, 'POST', 'v1/enterprise/moveOut', { companyId: xingyun, date, reason: '测试' })).msg;
    expect(await refused('2026-13-01')).toBe('迁出日期不是有效日期');
    expect(await refused('2999-01-01')).toBe('迁出日期不能晚于今天');
    expect((await json(app, operator, 'POST', 'v1/enterprise/moveOut', { companyId: xingyun, date: '2999-01-01', reason: '测试' })).errors).toEqual([{ field: 'date', msg: '迁出日期不能晚于今天' }]);
    expect(await refused('2000-01-01')).toMatch(/^迁出日期不能早于迁入日期 \d{4}-\d{2}-\d{2}$/);
    expect((await companyRow(xingyun)).state).toBe(1);
  });

  it('moves a company out once when two operators try at once', async () => {
    const logs = await countOf('operation_logs');
    const admin = await sessionFor('admin', park);
    const results = await Promise.all([
      json(app, operator, 'POST', 'v1/enterprise/moveOut', { companyId: xingyun, date: today(), reason: '甲' }),
      json(app, admin, 'POST', 'v1/enterprise/moveOut', { companyId: xingyun, date: today(), reason: '乙' }),
    ]);
    expect(results.map((r) => r.code === 1).sort()).toEqual([false, true]);
    expect(results.find((r) => r.code !== 1)?.msg).toBe(STATE_CHANGED);
    expect(await countOf('operation_logs')).toBe(logs + 1);
    expect(await countOf('company_events', sql`company_id = ${xingyun} and kind = 'movedOut'`)).toBe(1);
  });

  it('refuses bad bodies without writing', async () => {
    const logs = await countOf('operation_logs');
    const [free] = await freeRooms(park, 1);
    const bad: [string, object][] = [
      ['v1/enterprise/moveIn', {}],
      ['v1/enterprise/moveIn', { companyId: xingyun, roomIds: [] }],
      ['v1/enterprise/moveIn', { companyId: xingyun, roomIds: [free, free] }],
      ['v1/enterprise/moveIn', { companyId: xingyun, roomIds: Array.from({ length: 51 }, (_, i) => i + 1) }],
      ['v1/enterprise/moveIn', { companyId: 0, roomIds: [free] }],
      ['v1/enterprise/moveIn', { companyId: xingyun, roomIds: [free], date: '05/01/2026' }],
      ['v1/enterprise/moveOut', { companyId: xingyun, date: today() }],
      ['v1/enterprise/moveOut', { companyId: xingyun, date: today(), reason: '   ' }],
      ['v1/enterprise/moveOut', { companyId: xingyun, date: today(), reason: 'x'.repeat(201) }],
      ['v1/enterprise/moveOut', { companyId: 2147483648, date: today(), reason: '测试' }],
      ['v1/enterprise/moveOut', { companyId: xingyun, date: today(), reason: '测试', extra: true }],
    ];
    for (const [url, body] of bad) {
      const res = await send(app, operator, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json().code, JSON.stringify(body)).not.toBe(1);
    }
    expect((await send(app, operator, 'GET', 'v1/enterprise/moveIn/abc')).json().code).not.toBe(1);
    expect(await countOf('operation_logs')).toBe(logs);
  });
});
