import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { takeStale } from '../../../server/lib/task-lease';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp, testDatabase } from '../helpers/test-server';
import { json, parkId, send, ZHANGJIANG, type Body } from '../park/fixtures';
import { giveRecords, sheetRows } from './export-kit';

const BEAT_MS = 100;
const FIELDS = [{ moduleKey: 'basic', fieldKey: 'legalPerson' }];

// An instance that stopped mid-task is a row it owns whose heartbeat went quiet: that is what a killed process leaves.
describe('background tasks whose instance stopped', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let park: number;
  let operatorId: number;

  beforeAll(async () => {
    app = await testApp({ taskHeartbeatMs: BEAT_MS });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    park = await parkId(ZHANGJIANG);
    await giveRecords(park);
    operatorId = Number((await runSql(sql`select id from users where username = 'operator'`)).rows[0]?.id);
  });

  const abandonedExport = async (attempts: number, quietFor = '1 minute') =>
    Number(
      (
        await runSql(sql`insert into export_tasks (park_id, user_id, kind, state, total, processed, request, owner, heartbeat_at, attempts)
          values (${park}, ${operatorId}, 'company', 'running', 0, 7, ${JSON.stringify({ parkId: park, fields: FIELDS })}::jsonb,
            'a-killed-instance', now() - ${quietFor}::interval, ${attempts}) returning id`)
      ).rows[0]?.id,
    );

  const settled = async (id: number): Promise<Body['data']> => {
    for (let i = 0; i < 400; i += 1) {
      const task = await json(app, operator, 'GET', `v1/enterprise/data/export/task/${id}`);
      if (['success', 'failed'].includes(String(task.data.state))) return task.data;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`export ${id} never settled`);
  };

  it('takes over an export whose owner went quiet and finishes it from its request: the operator downloads the file', async () => {
    const id = await abandonedExport(1);
    const done = await settled(id);
    expect(done).toMatchObject({ state: 'success', error: null });
    const companies = Number((await runSql(sql`select count(*)::int as n from companies where park_id = ${park}`)).rows[0]?.n);
    expect(done.total).toBe(companies);
    const row = (await runSql(sql`select owner, attempts from export_tasks where id = ${id}`)).rows[0] as { owner: string; attempts: number };
    expect(row.owner).not.toBe('a-killed-instance');
    expect(row.attempts).toBe(2);
    const file = await send(app, operator, 'GET', `v1/enterprise/data/export/task/download/${id}`);
    expect(file.statusCode).toBe(200);
    expect((await sheetRows(file.rawPayload)).length).toBe(companies + 1);
  });

  it('leaves a task alone while its owner beats', async () => {
    const id = await abandonedExport(1, '0 seconds');
    await runSql(sql`update export_tasks set heartbeat_at = now() + interval '1 hour' where id = ${id}`);
    await new Promise((resolve) => setTimeout(resolve, BEAT_MS * 6));
    const row = (await runSql(sql`select owner, state from export_tasks where id = ${id}`)).rows[0];
    expect(row).toEqual({ owner: 'a-killed-instance', state: 'running' });
  });

  it('fails an export interrupted too often, with a reason the operator sees', async () => {
    const id = await abandonedExport(3);
    expect(await settled(id)).toMatchObject({ state: 'failed', error: '导出多次中断，请重新导出' });
  });

  it('fails an import whose instance stopped: its rows lived there only', async () => {
    const [row] = (
      await runSql(sql`insert into import_tasks (park_id, file_name, state, total, owner, heartbeat_at)
        values (${park}, '房源.xlsx', 'running', 3, 'a-killed-instance', now() - interval '1 minute') returning id`)
    ).rows as { id: number }[];
    for (let i = 0; i < 200; i += 1) {
      const task = await json(app, operator, 'GET', `v1/admin/park/import/task/${row?.id}`);
      if (String(task.data.state) === 'failed') {
        expect(task.data.errors).toEqual([{ row: 0, message: '导入所在的服务已停止，导入已中断，请重新导入' }]);
        expect(task.data).not.toHaveProperty('owner');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the import was never settled');
  });

  it('gives a quiet task to exactly one of the instances that notice it at once', async () => {
    const db = (await testDatabase()).db;
    await app.close();
    const id = await abandonedExport(1);
    const takers = await Promise.all(Array.from({ length: 8 }, (_, i) => takeStale(db, 'export_tasks', `instance-${i}`, 1000)));
    expect(takers.filter((t) => t === id)).toHaveLength(1);
    expect(takers.filter((t) => t === null)).toHaveLength(7);
    app = await testApp({ taskHeartbeatMs: BEAT_MS });
  });
});
