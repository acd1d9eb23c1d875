// The test command's steps before its test runs: `npm run lint` and `npm run typecheck` (each one's output printed whole
// when it ends), and the build steps, the console's and the server's (the test runs' global setups then find them
// fresh). Started together by scripts/test-lanes.mjs; a failed step is also kept for the end (scripts/failure-report.mjs).
import { spawn } from 'node:child_process';
import os from 'node:os';
import { ensureConsoleBuilt } from './console-build.mjs';
import { reportFailure } from './failure-report.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>` at `nice`, printing its output whole when it ends; resolves to its exit code. */
export function runScript(root, script, nice = 0) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    if (nice) os.setPriority(child.pid, nice);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const took = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`> ${script}: ${code === 0 ? 'passed' : `failed (${code})`} in ${took} s\n${output}`);
      if (code !== 0) reportFailure(script, output.trimEnd().split('\n'));
      resolve(code ?? 1);
    });
  });
}

/** Runs a build step (`work` logs through the function it is given), printing how long it took or why it failed;
 * resolves to 0, or 1 when it failed. */
export async function buildStep(name, work) {
  const started = Date.now();
  try {
    await work((message) => process.stdout.write(`> ${name}: ${message}\n`));
    process.stdout.write(`> ${name}: done in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    return 0;
  } catch (error) {
    const why = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stdout.write(`> ${name}: failed\n${why}\n`);
    reportFailure(name, why.split('\n'));
    return 1;
  }
}

/** Builds the console when it is stale. */
export const buildConsoleStep = (root) => buildStep('build', (log) => ensureConsoleBuilt(root, log));
