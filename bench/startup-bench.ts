import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT, exitOf, spawnServer, tempDir } from '../scripts/harness';
import { median, sleep } from './stats';

export interface StartupBench {
  bareMs: number;
  emptyMs: number;
  seededMs: number;
  runs: number;
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

async function timeServer(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const { child } = spawnServer({ dataDir, env: { PORT: String(port) } });
  try {
    return await untilHealthy(child, port, started);
  } finally {
    await stop(child);
  }
}

async function timeBare(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'bare-server.ts')], {
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

// Each run: a fresh data folder (migrations and demo seed), then the same folder again (already seeded).
export async function benchStartup(runs = 3): Promise<StartupBench> {
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
  return { bareMs: median(bare), emptyMs: median(empty), seededMs: median(seeded), runs };
}
