import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { DEMO_PASSWORD, seedDemo } from '../../../server/seed';
import { hashPassword } from '../../../server/lib/password';
import { bearer, loginAs } from '../helpers/auth';
import { testConfig } from '../helpers/test-server';
import { PNG_2PX, multipart } from '../files/fixtures';

// A restart is a close and a reopen of the same PGlite folder and upload folder, as main.ts does them.
describe('restart on the same data folder', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'park-restart-'));
  const config = testConfig({ dataDir, uploadDir: path.join(dataDir, 'uploads') });
  let running: { app: FastifyInstance; database: Database } | null = null;

  async function start(seedHash?: string) {
    const database = await openDatabase(path.join(dataDir, 'pg'));
    await database.migrate();
    if (seedHash) await seedDemo(database.db, config, { passwordHash: seedHash });
    const app = await buildApp({ config, db: database.db });
    await app.ready();
    running = { app, database };
    return app;
  }

  async function stop() {
    await running?.app.close();
    await running?.database.close();
    running = null;
  }

  afterAll(async () => {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps users, tokens and uploaded files', async () => {
    let app = await start(await hashPassword(DEMO_PASSWORD));
    const tokens = await loginAs(app, 'company');
    const body = multipart([{ name: 'logo.png', content: PNG_2PX }]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...bearer(tokens), ...body.headers },
      payload: body.payload,
    });
    const url: string = uploaded.json().data[0].url;
    await stop();

    app = await start();
    const again = multipart([{ name: 'again.png', content: PNG_2PX }]);
    const withOldToken = await app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...bearer(tokens), ...again.headers },
      payload: again.payload,
    });
    expect(withOldToken.json().code).toBe(1);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_2PX)).toBe(true);
    await expect(loginAs(app, 'admin')).resolves.toHaveProperty('access_token');
  });
});
