import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { firstOf, json, logCount, parkId, rows, send, ZHANGJIANG } from '../park/fixtures';

describe('buildings, floors and rooms', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let park: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    park = await parkId(ZHANGJIANG);
  });

  it('adds a building, a floor and a room, shows them in the tree and the select lists, and logs each', async () => {
    const logs = await logCount('building', 'floor', 'room');
    const building = await json(app, operator, 'POST', 'v1/park/building/add', { parkId: park, name: 'D座', number: '4' });
    expect(building).toMatchObject({ code: 1, data: { parkId: park, name: 'D座', number: '4', enabled: true } });
    const floor = await json(app, operator, 'POST', 'v1/park/floor/add', { buildingId: building.data.id, name: '1层', number: '1' });
    expect(floor.data).toMatchObject({ parkId: park, buildingId: building.data.id });
    const room = await json(app, operator, 'POST', 'v1/park/room/add', { floorId: floor.data.id, name: '101室', number: '101', areaSqm: 88.5 });
    expect(room.data).toMatchObject({ parkId: park, floorId: floor.data.id, areaSqm: 88.5, companyId: null });

    const tree = await json(app, operator, 'GET', `v1/park/estate/tree/${park}`);
    const d = rows(tree.data.buildings).find((b) => b.name === 'D座') as { floors: { name: string; roomCount: number }[] };
    expect(d.floors).toEqual([expect.objectContaining({ name: '1层', roomCount: 1 })]);
    expect(rows((await json(app, operator, 'GET', `v1/park/building/select/list/${park}`)).data).map((b) => b.name)).toContain('D座');
    expect(rows((await json(app, operator, 'GET', `v1/park/floor/select/list/${String(building.data.id)}`)).data)).toEqual([
      { id: floor.data.id, name: '1层', number: '1' },
    ]);
    const roomOptions = await json(app, operator, 'GET', `v1/park/room/select/list/${String(floor.data.id)}`);
    expect(rows(roomOptions.data)).toEqual([expect.objectContaining({ id: room.data.id, name: '101室', areaSqm: 88.5 })]);
    const info = await json(app, operator, 'GET', `v1/park/room/info/${String(room.data.id)}`);
    expect(info.data).toMatchObject({ buildingName: 'D座', floorName: '1层', companyName: null });
    expect(await logCount('building', 'floor', 'room')).toBe(logs + 3);
  });

  it('updates each kind of place, and disabled places leave the select lists', async () => {
    const building = await firstOf('buildings', park);
    const res = await json(app, operator, 'PUT', 'v1/park/building/update', { id: building, name: '主楼' });
    expect(res.data).toMatchObject({ name: '主楼' });
    expect((await json(app, operator, 'GET', `v1/park/building/info/${building}`)).data.name).toBe('主楼');
    const floor = await firstOf('floors', park);
    expect((await json(app, operator, 'PUT', 'v1/park/floor/update', { id: floor, name: '一层' })).data.name).toBe('一层');
    const free = await firstOf('rooms', park, false);
    expect((await json(app, operator, 'PUT', 'v1/park/room/update', { id: free, areaSqm: 120, enabled: false })).data).toMatchObject({ areaSqm: 120, enabled: false });
    const info = await json(app, operator, 'GET', `v1/park/room/info/${free}`);
    const options = await json(app, operator, 'GET', `v1/park/room/select/list/${String(info.data.floorId)}`);
    expect(rows(options.data).map((r) => r.id)).not.toContain(free);
  });

  it('pages the room list of a park by building and floor', async () => {
    const all = await json(app, operator, 'POST', 'v1/park/room/list', { parkId: park, pageSize: 5 });
    expect(all.data.total).toBe(60);
    expect(rows(all.data.list)).toHaveLength(5);
    expect(rows(all.data.list).some((r) => typeof r.companyName === 'string')).toBe(true);
    const building = await firstOf('buildings', park);
    expect((await json(app, operator, 'POST', 'v1/park/room/list', { parkId: park, buildingId: building })).data.total).toBe(20);
    const floor = await firstOf('floors', park);
    expect((await json(app, operator, 'POST', 'v1/park/room/list', { parkId: park, floorId: floor, number: '102' })).data.total).toBe(1);
  });

  it('refuses duplicate numbers inside a parent, but allows them in another parent', async () => {
    const building = await firstOf('buildings', park);
    expect((await json(app, operator, 'POST', 'v1/park/building/add', { parkId: park, name: '重复', number: '1' })).msg).toBe('该园区下已有相同编号的楼栋');
    expect((await json(app, operator, 'POST', 'v1/park/floor/add', { buildingId: building, name: '重复', number: '1' })).msg).toBe('该楼栋下已有相同编号的楼层');
    const floor = await firstOf('floors', park);
    expect((await json(app, operator, 'POST', 'v1/park/room/add', { floorId: floor, name: '重复', number: '101', areaSqm: 10 })).msg).toBe('该楼层下已有相同编号的房间');
    const tree = await json(app, operator, 'GET', `v1/park/estate/tree/${park}`);
    const other = rows(tree.data.buildings)[1] as { floors: { id: number }[] };
    expect((await json(app, operator, 'PUT', 'v1/park/floor/update', { id: other.floors[0]?.id, number: '2' })).msg).toBe('该楼栋下已有相同编号的楼层');
    expect((await json(app, operator, 'POST', 'v1/park/room/add', { floorId: other.floors[0]?.id, name: '新', number: '199', areaSqm: 10 })).code).toBe(1);
  });

  it('refuses to delete or disable a place a company occupies, naming the company', async () => {
    const occupied = await firstOf('rooms', park, true);
    const info = await json(app, operator, 'GET', `v1/park/room/info/${occupied}`);
    const company = String(info.data.companyName);
    const message = (kind: string, verb: string) => `企业「${company}」正在使用该${kind}，不能${verb}`;
    expect((await json(app, operator, 'DELETE', `v1/park/room/delete/${occupied}`)).msg).toBe(message('房间', '删除'));
    expect((await json(app, operator, 'PUT', 'v1/park/room/update', { id: occupied, enabled: false })).msg).toBe(message('房间', '停用'));
    expect((await json(app, operator, 'DELETE', `v1/park/floor/delete/${String(info.data.floorId)}`)).msg).toBe(message('楼层', '删除'));
    expect((await json(app, operator, 'PUT', 'v1/park/floor/update', { id: info.data.floorId, enabled: false })).msg).toBe(message('楼层', '停用'));
    expect((await json(app, operator, 'DELETE', `v1/park/building/delete/${String(info.data.buildingId)}`)).msg).toBe(message('楼栋', '删除'));
    expect((await json(app, operator, 'PUT', 'v1/park/building/update', { id: info.data.buildingId, enabled: false })).msg).toBe(message('楼栋', '停用'));
  });

  it('deletes free places with what they hold, and logs it', async () => {
    const logs = await logCount('building', 'floor', 'room');
    const free = await firstOf('rooms', park, false);
    expect((await json(app, operator, 'DELETE', `v1/park/room/delete/${free}`)).code).toBe(1);
    expect((await send(app, operator, 'GET', `v1/park/room/info/${free}`)).statusCode).toBe(404);
    const tree = await json(app, operator, 'GET', `v1/park/estate/tree/${park}`);
    const last = rows(tree.data.buildings).at(-1) as { id: number };
    expect((await json(app, operator, 'DELETE', `v1/park/building/delete/${last.id}`)).code).toBe(1);
    expect((await send(app, operator, 'GET', `v1/park/building/info/${last.id}`)).statusCode).toBe(404);
    expect(await logCount('building', 'floor', 'room')).toBe(logs + 2);
  });

  it('answers bad input with a message and unknown ids with 404', async () => {
    const floor = await firstOf('floors', park);
    const bad: [string, object][] = [
      ['v1/park/room/add', { floorId: floor, name: '负', number: '901', areaSqm: -1 }],
      ['v1/park/room/add', { floorId: floor, name: '零', number: '902', areaSqm: 0 }],
      ['v1/park/room/add', { floorId: floor, name: '缺' }],
      ['v1/park/room/add', { floorId: 'one', name: '类型', number: '903', areaSqm: 1 }],
      ['v1/park/room/add', { floorId: floor, name: 'x'.repeat(31), number: '904', areaSqm: 1 }],
      ['v1/park/building/add', { parkId: park, name: '楼', number: '1 2' }],
      ['v1/park/building/add', { parkId: park, name: '楼', number: '9', extra: 1 }],
      ['v1/park/floor/add', { buildingId: 1, name: '', number: '9' }],
    ];
    for (const [url, payload] of bad) {
      const res = await json(app, operator, 'POST', url, payload);
      expect(res.code, JSON.stringify(payload)).not.toBe(1);
      expect(res.msg).toMatch(/字段|不支持|缺少/);
    }
    expect((await json(app, operator, 'PUT', 'v1/park/room/update', { id: await firstOf('rooms', park), areaSqm: -3 })).code).not.toBe(1);
    for (const url of ['v1/park/building/info/99999', 'v1/park/floor/info/99999', 'v1/park/room/info/99999', 'v1/park/floor/select/list/99999']) {
      expect((await send(app, operator, 'GET', url)).statusCode).toBe(404);
    }
    expect((await send(app, operator, 'POST', 'v1/park/floor/add', { buildingId: 99999, name: '1层', number: '1' })).statusCode).toBe(404);
    const admin = await sessionFor('admin');
    expect((await send(app, admin, 'POST', 'v1/park/building/add', { parkId: 99999, name: '楼', number: '1' })).statusCode).toBe(404);
  });
});
