import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { testConfig, testDatabase } from '../helpers/test-server';
import { call, runSql, sessionFor } from '../helpers/support';

describe('route privilege codes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), db: (await testDatabase()).db });
    app.get('/api/test/guarded', { config: { access: { hosts: ['manage'], privilege: 'parkAdmin' } } }, async () => ({ code: 1, msg: 'ok', data: null }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('lets the platform admin and an operator whose role holds the code through', async () => {
    expect((await call(app, await sessionFor('admin'), '/api/test/guarded')).statusCode).toBe(200);
    expect((await call(app, await sessionFor('operator'), '/api/test/guarded')).statusCode).toBe(200);
  });

  it('answers 403 to an operator whose role lacks the code, and to companies and agencies', async () => {
    await runSql(sql`delete from role_privileges where privilege_id = (select id from privileges where code = '0101')`);
    const res = await call(app, await sessionFor('operator'), '/api/test/guarded');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ msg: '权限不足' });
    for (const username of ['company', 'agency']) {
      expect((await call(app, await sessionFor(username), '/api/test/guarded')).statusCode).toBe(403);
    }
  });
});
