import fs from 'node:fs';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import ExcelJS from 'exceljs';
import pg from 'pg';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCalls } from '@contract/calls/auth';
import { companyExportCalls, companyExportFileCalls } from '@contract/calls/company-export';
import { pathOf } from '@contract/calls/define-call';
import { filesStreamCalls } from '@contract/calls/files';
import { suggestionCalls } from '@contract/calls/suggestions';
import { userCalls } from '@contract/calls/user';
import { PNG_2PX } from '../server/files/fixtures';
import { findPostgresBin, startLocalPostgres, type LocalPostgres } from '../server/postgres/local-postgres';
import { newBrowserContext, startServer, tempDir, type RunningServer } from './harness';
import { NGINX, startNginx, type RunningProxy } from './nginx';
import { signIn } from './shell-journeys';

const bin = findPostgresBin();
if (process.env.CI && !bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
if (process.env.CI && !NGINX) throw new Error('nginx is not installed: apt-get install -y nginx');

const LIMIT = 8;
const BEAT_MS = 500;
const BASIC = `Basic ${Buffer.from('park-console:park-console-secret').toString('base64')}`;
const PASSWORD = 'Park@2026';
// Companies the export writes: enough that it is still running when its instance is killed.
const GROWN = 10_000;

interface Answer {
  status: number;
  upstream: string;
  body: { code: number; msg: string; data: never };
}

// Two park servers on one PostgreSQL behind nginx, as a park group runs them (README: Run more than one).
describe.skipIf(!bin || !NGINX)('two park servers on one PostgreSQL behind a real proxy', () => {
  let postgres: LocalPostgres;
  let servers: RunningServer[] = [];
  let proxy: RunningProxy;
  let db: pg.Client;
  let shared: string;
  let s3: S3rver;
  let browser: BrowserContext | null = null;

  const instanceAt = (upstream: string) => {
    const found = servers.find((server) => new URL(server.url).host === upstream);
    if (!found) throw new Error(`no instance at ${upstream}`);
    return found;
  };
  const otherThan = (server: RunningServer) => servers.find((s) => s !== server) as RunningServer;

  async function call(base: string, apiPath: string, init: { method?: string; token?: string; body?: unknown; ip?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
    const res = await fetch(`${base}/api/${apiPath}`, {
      method: init.method ?? 'POST',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.ip ? { 'x-forwarded-for': init.ip } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, upstream: res.headers.get('x-park-upstream') ?? '', body: await res.json() };
  }

  const login = (base: string, username: string, ip: string, password = PASSWORD) =>
    call(base, loginCalls.login.path, {
      ip,
      headers: { authorization: BASIC },
      body: { username, password, grant_type: 'password', parkId: 0, userType: username === 'operator' ? 8 : 9 },
    });

  const tokenOf = async (base: string, username: string, ip: string): Promise<{ access_token: string; refresh_token: string }> => {
    const answer = await login(base, username, ip);
    if (answer.body.code !== 1) throw new Error(`login ${username}: ${answer.status} ${answer.body.msg}`);
    return answer.body.data;
  };

  beforeAll(async () => {
    postgres = await startLocalPostgres(bin as string);
    shared = tempDir('park-two-files-');
    // Files on an S3-compatible store (s3rver, checking every signature), each instance with a disk of its own as on
    // two machines: a file that landed on one disk would not reach the other.
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(shared, 's3'), configureBuckets: [{ name: 'park-files' }] });
    const { port } = await s3.run();
    const env = (name: string) => ({
      DATABASE_URL: postgres.url,
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT: String(LIMIT),
      TASK_HEARTBEAT_MS: String(BEAT_MS),
      FILE_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'park-files',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      UPLOAD_DIR: path.join(shared, name, 'uploads'),
      EXPORT_DIR: path.join(shared, name, 'exports'),
    });
    // The first migrates and seeds; the second finds both done.
    servers = [await startServer({ env: env('one'), startTimeoutMs: 180_000 })];
    servers.push(await startServer({ env: env('two') }));
    proxy = await startNginx(servers.map((server) => server.url));
    db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await db?.end();
    await proxy?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await postgres?.stop();
    await s3?.close();
    if (shared) fs.rmSync(shared, { recursive: true, force: true });
  }, 60_000);

  it('alternates requests between the instances, and a token from one is good on the other', async () => {
    const upstreams = new Set<string>();
    for (let i = 0; i < 4; i += 1) upstreams.add((await call(proxy.url, userCalls.loginData.path, { method: 'GET' })).upstream);
    expect(upstreams.size).toBe(2);
    const tokens = await tokenOf(proxy.url, 'operator', '198.51.100.1');
    for (const server of servers) {
      const me = await call(server.url, userCalls.loginData.path, { method: 'GET', token: tokens.access_token });
      expect(me.body.code, server.url).toBe(1);
    }
  });

  it('weathers a refresh storm: every tab refreshing at once, on both instances, gets the one new pair', async () => {
    const tokens = await tokenOf(proxy.url, 'operator', '198.51.100.2');
    const storm = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(proxy.url, loginCalls.login.path, {
          ip: '198.51.100.2',
          headers: { authorization: BASIC },
          body: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, parkId: 0, userType: 8 },
        }),
      ),
    );
    expect(storm.map((answer) => answer.body.code)).toEqual(storm.map(() => 1));
    expect(new Set(storm.map((answer) => answer.upstream)).size).toBe(2);
    const pairs = new Set(storm.map((answer) => `${(answer.body.data as { access_token: string }).access_token}`));
    expect(pairs.size).toBe(1);
    const [access] = [...pairs];
    for (const server of servers) expect((await call(server.url, userCalls.loginData.path, { method: 'GET', token: access }).then((a) => a.body.code))).toBe(1);
  });

  it('downloads through either instance a file uploaded through the other', async () => {
    const tokens = await tokenOf(proxy.url, 'operator', '198.51.100.3');
    const form = new FormData();
    form.append('files', new Blob([PNG_2PX], { type: 'image/png' }), '园区平面图.png');
    const res = await fetch(`${proxy.url}/api/${filesStreamCalls.upload.path}`, { method: 'POST', headers: { authorization: `Bearer ${tokens.access_token}` }, body: form });
    const uploaded = (await res.json()) as { code: number; data: { url: string }[] };
    expect(uploaded.code).toBe(1);
    const [file] = uploaded.data;
    const other = otherThan(instanceAt(res.headers.get('x-park-upstream') ?? ''));
    const fromOther = await fetch(`${other.url}${file?.url}`);
    expect(fromOther.status).toBe(200);
    expect(Buffer.from(await fromOther.arrayBuffer()).equals(PNG_2PX)).toBe(true);
    const viaProxy = await Promise.all([1, 2].map(() => fetch(`${proxy.url}${file?.url}`)));
    expect(new Set(viaProxy.map((r) => r.headers.get('x-park-upstream'))).size).toBe(2);
    for (const r of viaProxy) expect(Buffer.from(await r.arrayBuffer()).equals(PNG_2PX)).toBe(true);
  });

  it('counts the sign-in limit once across both instances', async () => {
    const ip = '203.0.113.7';
    const tries: Answer[] = [];
    for (let i = 0; i < LIMIT; i += 1) tries.push(await login(proxy.url, 'nobody-here', ip, 'wrong-password'));
    expect(tries.every((answer) => answer.status !== 429 && answer.body.code !== 1)).toBe(true);
    expect(new Set(tries.map((answer) => answer.upstream)).size).toBe(2);
    const over = await Promise.all(servers.map((server) => login(server.url, 'nobody-here', ip, 'wrong-password')));
    for (const answer of over) expect([answer.status, answer.body.msg]).toEqual([429, '请求过于频繁，请稍后再试']);
    // Another address is not held back by this one's attempts.
    expect((await login(proxy.url, 'nobody-here', '203.0.113.8', 'wrong-password')).status).not.toBe(429);
  });

  it('rings the bell of a console on one instance within a second of a message written on either', async (ctx) => {
    browser = await newBrowserContext((reason) => ctx.skip(reason));
    const page = await signIn(browser, proxy.url, '园区管理', 'operator');
    await page.getByText('当前园区：张江科创园').waitFor({ timeout: 30_000 });
    const bell = page.getByRole('button', { name: /^消息/ });
    await bell.waitFor({ timeout: 20_000 });
    const company = await Promise.all(servers.map((server) => tokenOf(server.url, 'company', '198.51.100.4')));
    const unread = async () => Number(/(\d+) 条未读/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    for (const [index, server] of servers.entries()) {
      const before = await unread();
      const written = await call(server.url, suggestionCalls.submit.path, {
        token: company[index]?.access_token,
        body: { category: 'facility', content: `实例 ${index + 1} 写入的诉求：三号楼电梯维修` },
      });
      expect(written.body.code, written.body.msg).toBe(1);
      const started = Date.now();
      await page.waitForFunction(
        (count) => Number(/(\d+) 条未读/.exec(document.querySelector('button[aria-label^="消息"]')?.getAttribute('aria-label') ?? '')?.[1] ?? 0) > count,
        before,
        { polling: 'raf', timeout: 10_000 },
      );
      const took = Date.now() - started;
      console.log(`message written on instance ${index + 1}: the bell rang after ${took} ms`);
      expect(took).toBeLessThan(1000);
    }
  });

  it('finishes an export whose instance is killed halfway: the other takes it over, and the file downloads', async () => {
    const parkRow = await db.query<{ id: number }>(`select id from parks where name = '张江科创园'`);
    const park = parkRow.rows[0]?.id as number;
    await db.query(
      `insert into companies (park_id, name, credit_code, state, industry)
       select $1, '两实例导出企业' || g, '91310000TWO' || lpad(g::text, 7, '0'), 1, '软件信息' from generate_series(1, $2::int) g`,
      [park, GROWN],
    );
    const companies = Number((await db.query(`select count(*)::int as n from companies where park_id = $1`, [park])).rows[0]?.n);
    const tokens = await tokenOf(proxy.url, 'operator', '198.51.100.5');
    const started = await call(proxy.url, pathOf(companyExportFileCalls.start, { type: 'task' }), {
      token: tokens.access_token,
      body: { parkId: park, fields: [{ moduleKey: 'basic', fieldKey: 'legalPerson' }] },
    });
    expect(started.body.code, started.body.msg).toBe(1);
    const id = (started.body.data as { id: number }).id;
    const owner = instanceAt(started.upstream);
    const taskPath = pathOf(companyExportCalls.task, { id });
    const task = async (base: string) => (await call(base, taskPath, { method: 'GET', token: tokens.access_token })).body.data as { state: string; processed: number; total: number };
    for (let seen = await task(owner.url); !(seen.state === 'running' && seen.processed > 0); seen = await task(owner.url)) {
      expect(seen.state, 'the export finished before its instance could be killed').not.toBe('success');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const killedAt = Date.now();
    await owner.stop('SIGKILL');
    const survivor = otherThan(owner);
    let done = await task(proxy.url);
    for (const deadline = Date.now() + 90_000; !['success', 'failed'].includes(done.state) && Date.now() < deadline; done = await task(proxy.url)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(`export of ${companies} companies: finished ${Date.now() - killedAt} ms after its instance was killed`);
    expect(done, JSON.stringify((await db.query(`select state, error, attempts, processed from export_tasks where id = $1`, [id])).rows[0])).toMatchObject({ state: 'success', total: companies, processed: companies });
    const row = (await db.query(`select attempts from export_tasks where id = $1`, [id])).rows[0];
    expect(row?.attempts).toBe(2);
    const file = await fetch(`${survivor.url}/api/${pathOf(companyExportFileCalls.download, { id })}`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    expect(workbook.worksheets[0]?.rowCount).toBe(companies + 1);
  }, 180_000);
});
