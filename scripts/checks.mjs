// The test command's first step, side by side on the machine's cores: `npm run lint`, `npm run typecheck`, and the
// console build the browser tests serve (their global setup then finds it fresh). Each one's output is printed whole
// when it ends; the step fails when any fails.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureConsoleBuilt } from './console-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`> ${script}: ${code === 0 ? 'passed' : `failed (${code})`}\n${output}`);
      resolve(code ?? 1);
    });
  });
}

async function build() {
  try {
    await ensureConsoleBuilt(root, (message) => process.stdout.write(`> build: ${message}\n`));
    return 0;
  } catch (error) {
    process.stdout.write(`> build: failed\n${error instanceof Error ? error.stack : String(error)}\n`);
    return 1;
  }
}

const codes = await Promise.all([run('lint'), run('typecheck'), build()]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
