import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_IMAGE, OUT_DIR } from '../../../scripts/server-build.mjs';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { parkToday } from '@contract/park-calendar';
import { demoImageOf } from '../../../server/db/demo-image';
import { hashPassword } from '../../../server/lib/password';
import { DEMO_PASSWORD } from '../../../server/db/seed/accounts';
import { exitOf, spawnServer, startServer, tempDir, type RunningServer } from '../../e2e/harness';
import { cheapDemoPasswordHash, TEST_HASH_COST } from '../../setup/demo-password-hash';
import { ROOT } from '../../../scripts/harness';
import { accessToken } from '../../../bench/server-bench';

// CPU time (user and system, every thread) a process has used so far, and its resident memory, from /proc.
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
function rssMb(pid: number): number {
  return Number(/^VmRSS:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
}

// Resident memory once the process is idle: on Node 22+ V8 recompiles the database's hot WebAssembly functions on
// background threads for seconds after the start, holding up to ~500 MB of compiler memory meanwhile, then frees it.
// Idle is read from the process itself: no CPU used over a second (a busy machine only makes that come later).
async function idleRssMb(pid: number): Promise<number> {
  for (let before = cpuMs(pid), tries = 0; tries < 40; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuMs(pid);
    if (now - before <= 20) break;
    before = now;
  }
  return rssMb(pid);
}

// Real server processes: what only a second process or a real signal can show.
describe('server process', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { SEED_DEMO: '0' } });
  });
  afterAll(async () => {
    if (server.child.exitCode === null) await server.stop('SIGKILL');
  });

  it('refuses a second server on the same data folder with a clear message', async () => {
    const second = spawnServer({ dataDir: server.dataDir, env: { SEED_DEMO: '0' } });
    const code = await exitOf(second.child);
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`数据目录 ${server.dataDir} 已被另一个园区服务`);
    expect((await fetch(`${server.url}/healthz`)).ok).toBe(true);
  });

  it('answers a request in flight when SIGTERM arrives, then exits 0', async () => {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));

    const body = JSON.stringify({ pageNum: 1, pageSize: 10 });
    const half = Math.floor(body.length / 2);
    socket.write(
      `POST /api/v1/not-a-route HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = server.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(answer).toBe('');
    expect(server.child.exitCode).toBeNull();

    socket.end(body.slice(half));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    expect(answer).toContain('"code":404');
    expect(await exited).toBe(0);
    expect(server.output()).toContain('园区服务已停止');
  });
});

// The demo accounts' stored hash given from outside (the browser tests' cheap seed): only the demo password's.
describe('DEMO_PASSWORD_HASH', () => {
  it('refuses a value that is no scrypt hash, and a hash of another password, before anything is seeded', async () => {
    const malformed = spawnServer({ env: { DEMO_PASSWORD_HASH: 'Park@2026' } });
    expect(await exitOf(malformed.child)).toBe(1);
    expect(malformed.output()).toContain('设置 DEMO_PASSWORD_HASH 必须是 scrypt 密码哈希');

    const other = spawnServer({ env: { DEMO_PASSWORD_HASH: await hashPassword('Other@2026', TEST_HASH_COST) } });
    expect(await exitOf(other.child)).toBe(1);
    expect(other.output()).toContain(`设置 DEMO_PASSWORD_HASH 不是演示密码 ${DEMO_PASSWORD} 的哈希`);
    expect(other.output()).not.toContain('已写入演示数据');
    for (const run of [malformed, other]) fs.rmSync(run.dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  });

  it('leaves every hash the server makes at OWASP\'s minimum cost, whatever the environment says', () => {
    const cost = { N: 2 ** 17, r: 8, p: 1 };
    expect(loadConfig({}).passwordCost).toEqual(cost);
    expect(loadConfig({ DEMO_PASSWORD_HASH: 'scrypt$1024$8$1$c2FsdA==$aGFzaA==', NODE_ENV: 'production' }).passwordCost).toEqual(cost);
  });
});

// A first start's CPU against a restart's on the same folder (see the cheaper-of-two note below).
const FIRST_START_BUDGET = 1.75;

// Issue 22: a new data folder is a copy of the cluster image made at build time, not initdb and every migration.
// CPU time, not the clock, so a busy machine does not decide the result: initdb alone cost about 3 s.
describe.skipIf(process.platform !== 'linux')('start-up on a new data folder', () => {
  const dataDirs = [tempDir('park-startup-'), tempDir('park-startup-')];
  afterAll(() => {
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  });

  async function start(dataDir: string): Promise<{ cpu: number; rss: number }> {
    const server = await startServer({ dataDir, env: { SEED_DEMO: '0' } });
    try {
      const pid = server.child.pid as number;
      const cpu = cpuMs(pid);
      return { cpu, rss: await idleRssMb(pid) };
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }

  // Each kind of start is measured twice and the cheaper one counts: one start's CPU time spreads by a third from run
  // to run on a busy machine, and the cheaper of two is what the start itself costs. Even so, on an idle machine, the
  // ratio here read 1.09–1.48 in three runs and the demo's below 1.12–1.69 in ten (a restart now and then measuring
  // unusually cheap), so both ask for less than 1.75×: what they guard against read 2.3× and more (initdb, the seed).
  it('costs little more than a restart on the same folder, and the server stays within its memory budget', async () => {
    const firsts: { cpu: number; rss: number }[] = [];
    const agains: { cpu: number; rss: number }[] = [];
    for (const dataDir of dataDirs) {
      firsts.push(await start(dataDir));
      expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
      agains.push(await start(dataDir));
    }
    const cheapest = (runs: { cpu: number }[]) => Math.min(...runs.map((run) => run.cpu));
    expect(cheapest(firsts) / cheapest(agains)).toBeLessThan(FIRST_START_BUDGET);
    expect(Math.max(...[...firsts, ...agains].map((run) => run.rss))).toBeLessThan(400);
  }, 300_000);
});

// Issue 22 point 5: a new folder that is to hold the demo (the default) is a copy of the demo image the build made, not
// the empty image and then the demo seed's 326 statements (which made a first start 2.3-3.2× a restart's CPU).
describe.skipIf(process.platform !== 'linux')('start-up on a new data folder with the demo', () => {
  const image = path.join(ROOT, OUT_DIR, DEMO_IMAGE);
  const dataDirs = [tempDir('park-startup-demo-'), tempDir('park-startup-demo-')];
  afterAll(() => {
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  });

  // CPU until ready, the cheaper of two of each kind (as above); the sign-in after it is not counted.
  async function start(dataDir: string): Promise<{ cpu: number; output: string }> {
    const server = await startServer({ dataDir });
    try {
      const cpu = cpuMs(server.child.pid as number);
      // The demo operator signs in with the demo password (accessToken throws on a refusal).
      expect(await accessToken(server.url)).toBeTruthy();
      return { cpu, output: server.output() };
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }

  it('costs little more than a restart, and the demo accounts sign in with the demo password', async (ctx) => {
    if (!demoImageOf(image, parkToday())) ctx.skip('the build made the demo image on another day (China time): a new folder is seeded instead');
    const firsts: number[] = [];
    const agains: number[] = [];
    for (const dataDir of dataDirs) {
      const first = await start(dataDir);
      expect(first.output).toContain('已写入演示数据');
      firsts.push(first.cpu);
      agains.push((await start(dataDir)).cpu);
    }
    expect(Math.min(...firsts) / Math.min(...agains)).toBeLessThan(FIRST_START_BUDGET);
  }, 300_000);

  it('gives every demo account the hash of DEMO_PASSWORD_HASH, when one is given', async () => {
    const hash = await cheapDemoPasswordHash();
    const dataDir = tempDir('park-startup-demo-hash-');
    const server = await startServer({ dataDir, env: { DEMO_PASSWORD_HASH: hash } });
    expect(await server.stop()).toBe(0);
    const database = await openDatabase(path.join(dataDir, 'pg'));
    try {
      const rows = (await database.db.execute(sql`select distinct password_hash as hash from users`)).rows;
      expect(rows).toEqual([{ hash }]);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  }, 120_000);
});
