import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { OUT_DIR } from '../../../scripts/server-build.mjs';
import { ROOT, tempDir } from '../../../scripts/harness';

const run = promisify(execFile);

// The embedded engine's start in a process of its own, on a copy of the cluster image (the server project's global
// setup builds it): the CPU time of the whole process, every thread's, until the engine is ready.
const OPEN = `
  if (process.argv.includes('--baseline')) (await import(${JSON.stringify(path.join(ROOT, 'server/lib/wasm-baseline.ts'))})).runWasmOnBaseline();
  const { PGlite } = await import('@electric-sql/pglite');
  const before = process.cpuUsage();
  const db = new PGlite(process.argv.at(-1));
  await db.waitReady;
  await db.query('select count(*) from pg_class');
  const used = process.cpuUsage(before);
  console.log(used.user + used.system);
  await db.close();
`;

async function startCpu(baseline: boolean): Promise<number> {
  const folder = tempDir('park-wasm-');
  fs.cpSync(path.join(ROOT, OUT_DIR, 'pg-image'), folder, { recursive: true });
  try {
    // Both runs load TypeScript through tsx's loader, so the loader's cost is on both sides.
    const args = ['--import', 'tsx/esm', '--input-type=module', '-e', OPEN, '--', ...(baseline ? ['--baseline'] : []), folder];
    const { stdout } = await run(process.execPath, args, { cwd: ROOT });
    return Number(stdout.trim());
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

// Issue 22 point 5: without V8's optimizing recompilation of the engine's WebAssembly, its start took about two
// thirds of the CPU (1.19–1.32 s → 0.75–0.88 s of process CPU on this machine's two cores).
describe('the engine on the baseline compiler', () => {
  it('opens a database for markedly less CPU', async () => {
    const optimizing = await startCpu(false);
    const baseline = await startCpu(true);
    expect(baseline / optimizing).toBeLessThan(0.85);
  }, 60_000);
});
