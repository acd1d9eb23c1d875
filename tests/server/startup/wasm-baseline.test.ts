import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { OUT_DIR } from '../../../scripts/server-build.mjs';
import { SERVER_NODE_ARGS } from '../../../scripts/server-node-args.mjs';
import { ROOT, tempDir } from '../../../scripts/harness';

const run = promisify(execFile);

// The embedded engine's start in a process of its own, on a copy of the cluster image (the server project's global
// setup builds it), with a few statements as a start makes: the CPU time of the whole process, every thread's, until
// they are done, and its resident peak meanwhile, in MB.
const OPEN = `
  const { PGlite } = await import('@electric-sql/pglite');
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  const before = process.cpuUsage();
  const db = new PGlite(process.argv.at(-1));
  await db.waitReady;
  for (let i = 0; i < 20; i += 1) await db.query('select count(*) from pg_class c join pg_attribute a on a.attrelid = c.oid');
  const used = process.cpuUsage(before);
  clearInterval(sampler);
  console.log(JSON.stringify({ cpu: used.user + used.system, rss: Math.max(peak, process.memoryUsage.rss()) / 2 ** 20 }));
  await db.close();
`;

async function start(nodeArgs: readonly string[]): Promise<{ cpu: number; rss: number }> {
  const folder = tempDir('park-wasm-');
  fs.cpSync(path.join(ROOT, OUT_DIR, 'pg-image'), folder, { recursive: true });
  try {
    const { stdout } = await run(process.execPath, [...nodeArgs, '--input-type=module', '-e', OPEN, '--', folder], { cwd: ROOT });
    return JSON.parse(stdout) as { cpu: number; rss: number };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

// Issue 22 points 5 and 6: the server's node keeps WebAssembly on V8's baseline compiler (scripts/server-node-args.mjs).
// Without it the engine's start took about twice the CPU (Node 20: 1.58–1.59 s against 0.67–0.76 s; Node 24: 1.11–1.37
// s against 0.57–0.71 s) and, on Node 24, over three times the memory for a moment (812–821 MB against 254–258 MB).
describe('the engine on the baseline compiler', () => {
  it('opens a database for markedly less CPU and memory with the server\'s node options', async () => {
    const optimizing = await start([]);
    const baseline = await start(SERVER_NODE_ARGS);
    expect(baseline.cpu / optimizing.cpu).toBeLessThan(0.85);
    expect(baseline.rss / optimizing.rss).toBeLessThan(0.9);
  }, 60_000);
});
