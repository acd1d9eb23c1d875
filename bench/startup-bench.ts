import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { ROOT, exitOf, spawnServer, startServer, tempDir } from '../scripts/harness';
import { runLoad, type LoadTarget } from './load-generator';
import { accessToken } from './server-bench';
import { median, sleep } from './stats';

export interface MemoryBench {
  // Resident memory of the server process on the demo data, after start-up and a few idle seconds.
  idleMb: number;
  // The highest resident memory sampled while the calls of issue 22's table ran under load, one after the other.
  peakMb: number;
  requests: number;
}

export interface StartupBench {
  bareMs: number;
  emptyMs: number;
  seededMs: number;
  runs: number;
  /** Issue 22 (absent from runs before it): memory on the embedded database, and both on PostgreSQL when the bench ran with DATABASE_URL. */
  memory?: MemoryBench;
  postgres?: { emptyMs: number; seededMs: number; memory: MemoryBench };
}

const TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function untilHealthy(child: ChildProcess, port: number, started: number): Promise<number> {
  while (performance.now() - started < TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error('no ready /healthz in time');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await exitOf(child);
}

async function timeServer(dataDir: string, env: Record<string, string> = {}): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const { child } = spawnServer({ dataDir, env: { ...env, PORT: String(port) } });
  try {
    return await untilHealthy(child, port, started);
  } finally {
    await stop(child);
  }
}

async function timeBare(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'bench', 'bare-server.mjs')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port) },
  });
  try {
    return await untilHealthy(child, port, started);
  } finally {
    await stop(child);
  }
}

const IDLE_MS = 3_000;
const SAMPLE_MS = 20;
const LOAD = { connections: 50, durationMs: 3_000 };

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
}

// The calls of issue 22's table, as the operator of the demo park.
function loadTargets(token: string): LoadTarget[] {
  const headers = { authorization: `Bearer ${token}` };
  const page = JSON.stringify({ pageNum: 1, pageSize: 10 });
  return [
    { method: 'GET', path: '/api/v1/user/loginData', headers },
    { method: 'POST', path: '/api/v1/admin/park/list', headers, body: page },
    { method: 'POST', path: '/api/v1/admin/logs/list', headers, body: page },
    { method: 'POST', path: '/api/v1/enterprise/lists', headers, body: page },
    { method: 'POST', path: '/api/v1/admin/ps/order', headers, body: page },
    { method: 'GET', path: '/api/v1/message/unread/count', headers },
  ];
}

// A seeded server's resident memory idle, then its peak while each list runs under 50 connections.
async function benchMemory(env: Record<string, string>): Promise<MemoryBench> {
  const server = await startServer({ env: { ...env, AUTH_RATE_LIMIT: '1000000' } });
  try {
    const pid = server.child.pid as number;
    await sleep(IDLE_MS);
    const idleMb = rssMb(pid);
    // Signed in before sampling: one scrypt hash holds 128 MiB for a moment, by design (server/lib/password.ts).
    const targets = loadTargets(await accessToken(server.url));
    let peakMb = idleMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), SAMPLE_MS);
    let requests = 0;
    try {
      for (const target of targets) requests += (await runLoad(server.url, target, LOAD)).requests;
    } finally {
      clearInterval(sampler);
    }
    return { idleMb, peakMb: Math.max(peakMb, rssMb(pid)), requests };
  } finally {
    await server.stop();
  }
}

// A database of its own on the server DATABASE_URL names, dropped afterwards: the bench never touches that database.
export async function withFreshDatabase<T>(databaseUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `park_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    try {
      return await run(url.toString());
    } finally {
      await admin.query(`drop database ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

async function benchPostgres(databaseUrl: string, runs: number): Promise<NonNullable<StartupBench['postgres']>> {
  const empty: number[] = [];
  const seeded: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await withFreshDatabase(databaseUrl, async (url) => {
      const dataDir = tempDir('park-bench-start-');
      try {
        empty.push(await timeServer(dataDir, { DATABASE_URL: url }));
        seeded.push(await timeServer(dataDir, { DATABASE_URL: url }));
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
  const memory = await withFreshDatabase(databaseUrl, (url) => benchMemory({ DATABASE_URL: url }));
  return { emptyMs: median(empty), seededMs: median(seeded), memory };
}

// Each run: a fresh data folder (migrations and demo seed), then the same folder again (already seeded). With
// DATABASE_URL, the same on a fresh database of that PostgreSQL server.
export async function benchStartup(runs = 3, databaseUrl = process.env.DATABASE_URL): Promise<StartupBench> {
  const bare: number[] = [];
  const empty: number[] = [];
  const seeded: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    bare.push(await timeBare());
    const dataDir = tempDir('park-bench-start-');
    try {
      empty.push(await timeServer(dataDir));
      seeded.push(await timeServer(dataDir));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const memory = await benchMemory({});
  const postgres = databaseUrl ? await benchPostgres(databaseUrl, runs) : undefined;
  return { bareMs: median(bare), emptyMs: median(empty), seededMs: median(seeded), runs, memory, ...(postgres ? { postgres } : {}) };
}
