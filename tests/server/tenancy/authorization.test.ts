import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { idOf, roleId } from '../access/access-kit';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, parkId, send, ZHANGJIANG, ZHONGGUANCUN } from '../park/fixtures';
import { companyId, companyRow, countOf, freeRooms, roomsOf, today, XINGYUN, YUNFAN } from './fixtures';

type Call = (company: number, room: number) => ['GET' | 'POST', string, object?];

const CALLS: Record<string, Call> = {
  list: () => ['POST', 'v1/enterprise/lists', {}],
  moveInInfo: (c) => ['GET', `v1/enterprise/moveIn/${c}`],
  moveIn: (c, r) => ['POST', 'v1/enterprise/moveIn', { companyId: c, roomIds: [r] }],
  moveOut: (c) => ['POST', 'v1/enterprise/moveOut', { companyId: c, date: today(), reason: '矩阵' }],
  versions: (c) => ['GET', `v1/enterprise/versions/${c}`],
  version: (c) => ['GET', `v1/enterprise/version/${c}/0`],
};

// A customer-service manager of the park: the 客服经理 role opens settlecompany but holds no companyTenancy.
async function managerSession(park: number): Promise<Tokens> {
  const id = await idOf(sql`insert into users (username, password_hash, user_type, nickname) values ('kf-zhou', 'x', 8, '周经理') returning id`);
  await runSql(sql`insert into user_parks (user_id, park_id, role_id) values (${id}, ${park}, ${await roleId('客服经理')})`);
  return sessionFor('kf-zhou', park);
}

describe('who may list, move and compare companies', () => {
  let app: FastifyInstance;
  let park: number;
  let other: number;
  let mine: number;
  let theirs: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    park = await parkId(ZHANGJIANG);
    other = await parkId(ZHONGGUANCUN);
    mine = await companyId(XINGYUN);
    theirs = await companyId(YUNFAN);
  });

  async function status(tokens: Tokens | null, call: Call, company: number, room: number): Promise<number> {
    const [method, url, body] = call(company, room);
    const res = await send(app, tokens, method, url, body);
    return res.statusCode === 200 && res.json().code === 1 ? 200 : res.statusCode;
  }

  it('refuses companies, agencies and nobody on every call, writing nothing', async () => {
    const [room] = await freeRooms(park, 1);
    const logs = await countOf('operation_logs');
    for (const [name, call] of Object.entries(CALLS)) {
      for (const who of ['company', 'newcompany', 'agency']) expect(await status(await sessionFor(who), call, mine, room!), `${who} ${name}`).toBe(403);
      expect(await status(null, call, mine, room!), `nobody ${name}`).toBe(401);
    }
    expect(await countOf('operation_logs')).toBe(logs);
    expect((await companyRow(mine)).state).toBe(1);
  });

  it('keeps an operator to the companies of their parks: another park answers 403 and writes nothing', async () => {
    const operator = await sessionFor('operator');
    const [room] = await freeRooms(other, 1);
    const logs = await countOf('operation_logs');
    for (const [name, call] of Object.entries(CALLS)) {
      if (name === 'list') continue;
      expect(await status(operator, call, theirs, room!), name).toBe(403);
    }
    expect(await countOf('operation_logs')).toBe(logs);
    expect((await companyRow(theirs)).state).toBe(1);
    expect(await roomsOf(theirs)).toHaveLength(1);
  });

  it('moves a company only in the session park, where the privilege was checked', async () => {
    await runSql(sql`insert into user_parks (user_id, park_id, role_id) select user_id, ${other}, role_id from user_parks where user_id = (select id from users where username = 'operator')`);
    const operator = await sessionFor('operator', park);
    expect(await status(operator, CALLS.versions!, theirs, 0)).toBe(200);
    const res = await json(app, operator, 'POST', 'v1/enterprise/moveOut', { companyId: theirs, date: today(), reason: '跨园区' });
    expect(res.msg).toBe('请先切换到该企业所在的园区');
    expect((await companyRow(theirs)).state).toBe(1);
    expect((await json(app, await sessionFor('operator', other), 'POST', 'v1/enterprise/moveOut', { companyId: theirs, date: today(), reason: '本园区' })).code).toBe(1);
  });

  it('lets the admin act in any park', async () => {
    const admin = await sessionFor('admin', park);
    const [room] = await freeRooms(other, 1);
    expect(await status(admin, CALLS.moveInInfo!, theirs, room!)).toBe(200);
    expect(await status(admin, CALLS.moveIn!, theirs, room!)).toBe(200);
    expect(await status(admin, CALLS.moveOut!, theirs, room!)).toBe(200);
  });

  it('lets a customer-service manager list and compare, but not move without the companyTenancy privilege', async () => {
    const manager = await managerSession(park);
    const [room] = await freeRooms(park, 1);
    expect(await status(manager, CALLS.list!, mine, room!)).toBe(200);
    expect(await status(manager, CALLS.versions!, mine, room!)).toBe(200);
    for (const name of ['moveInInfo', 'moveIn', 'moveOut']) expect(await status(manager, CALLS[name]!, mine, room!), name).toBe(403);
    expect((await companyRow(mine)).state).toBe(1);
  });
});
