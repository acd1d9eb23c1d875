import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { firstOf, parkId, send, validPark, ZHANGJIANG, ZHONGGUANCUN } from './fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Ids {
  park: number;
  building: number;
  floor: number;
  room: number;
}

// Every call of the issue, aimed at one park's places.
function calls(ids: Ids): [Method, string, object?][] {
  return [
    ['GET', `v1/admin/park/info/${ids.park}`],
    ['PUT', 'v1/admin/park/update', { id: ids.park, contact: '改' }],
    ['GET', `v1/park/building/info/${ids.building}`],
    ['GET', `v1/park/building/select/list/${ids.park}`],
    ['POST', 'v1/park/building/add', { parkId: ids.park, name: '新楼', number: '88' }],
    ['PUT', 'v1/park/building/update', { id: ids.building, name: '改' }],
    ['GET', `v1/park/floor/info/${ids.floor}`],
    ['GET', `v1/park/floor/select/list/${ids.building}`],
    ['POST', 'v1/park/floor/add', { buildingId: ids.building, name: '新层', number: '88' }],
    ['PUT', 'v1/park/floor/update', { id: ids.floor, name: '改' }],
    ['GET', `v1/park/room/info/${ids.room}`],
    ['GET', `v1/park/room/select/list/${ids.floor}`],
    ['POST', 'v1/park/room/add', { floorId: ids.floor, name: '新室', number: '888', areaSqm: 10 }],
    ['PUT', 'v1/park/room/update', { id: ids.room, name: '改' }],
    ['DELETE', `v1/park/room/delete/${ids.room}`],
    ['GET', `v1/park/estate/tree/${ids.park}`],
    ['POST', 'v1/park/room/list', { parkId: ids.park }],
  ];
}

describe('authorization of the park estate calls', () => {
  let app: FastifyInstance;
  let own: Ids;
  let other: Ids;

  const idsOf = async (name: string): Promise<Ids> => {
    const park = await parkId(name);
    return { park, building: await firstOf('buildings', park), floor: await firstOf('floors', park), room: await firstOf('rooms', park, false) };
  };
  const statuses = async (tokens: Tokens | null, ids: Ids) => {
    const out: number[] = [];
    for (const [method, url, payload] of calls(ids)) out.push((await send(app, tokens, method, url, payload)).statusCode);
    return out;
  };

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    own = await idsOf(ZHANGJIANG);
    other = await idsOf(ZHONGGUANCUN);
  });

  it('lets the admin reach every park', async () => {
    const admin = await sessionFor('admin');
    for (const ids of [own, other]) {
      for (const [method, url, payload] of calls(ids)) {
        const res = await send(app, admin, method, url, payload);
        expect(res.json().code, `${method} ${url}`).toBe(1);
      }
    }
  });

  it('lets an operator reach their own park only', async () => {
    const operator = await sessionFor('operator');
    for (const [method, url, payload] of calls(own)) {
      const res = await send(app, operator, method, url, payload);
      expect(res.json().code, `${method} ${url}`).toBe(1);
    }
    expect(new Set(await statuses(operator, other))).toEqual(new Set([403]));
    const list = (await send(app, operator, 'POST', 'v1/admin/park/list', {})).json();
    expect(list.data.list.map((p: { name: string }) => p.name)).toEqual([ZHANGJIANG]);
  });

  it('keeps adding and enabling parks to the admin', async () => {
    const operator = await sessionFor('operator');
    expect((await send(app, operator, 'POST', 'v1/admin/park/add', validPark)).statusCode).toBe(403);
    expect((await send(app, operator, 'PUT', 'v1/admin/park/setting/isvalid', { id: own.park, enabled: false })).statusCode).toBe(403);
  });

  it('answers companies and agencies 403 and callers without a token 401', async () => {
    for (const username of ['company', 'agency']) {
      const tokens = await sessionFor(username);
      expect(new Set(await statuses(tokens, own)), username).toEqual(new Set([403]));
      expect((await send(app, tokens, 'POST', 'v1/admin/park/list', {})).statusCode).toBe(403);
      expect((await send(app, tokens, 'POST', 'v1/admin/park/add', validPark)).statusCode).toBe(403);
    }
    expect(new Set(await statuses(null, own))).toEqual(new Set([401]));
    expect((await send(app, null, 'POST', 'v1/admin/park/list', {})).json().code).toBe('4001');
  });
});
