import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Everything the production build of the console is made from.
const INPUTS = [
  'src',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
  'package-lock.json',
];

function newestMtime(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

/** Why the console in `dist/` must be rebuilt, or null when it is up to date. */
export function staleReason(root) {
  const built = path.join(root, 'dist', 'index.html');
  if (!fs.existsSync(built)) return 'dist/ 中没有构建好的控制台';
  const builtAt = fs.statSync(built).mtimeMs;
  const changed = INPUTS.find((input) => newestMtime(path.join(root, input)) > builtAt);
  return changed ? `${changed} 比构建结果新` : null;
}

/** Runs `vite build`; resolves when it succeeds, rejects with its exit code otherwise. */
export function buildConsole(root) {
  const startedAt = new Date();
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== 0) {
        reject(new Error(`控制台构建失败（vite build 退出码 ${code ?? signal}）`));
        return;
      }
      // Dated to the start of the build, so a source saved while it ran still counts as newer next time.
      const built = path.join(root, 'dist', 'index.html');
      fs.utimesSync(built, startedAt, startedAt);
      resolve();
    });
  });
}

/** Builds the console when `dist/` is missing or older than its sources; returns whether it built. */
export async function ensureConsoleBuilt(root, log = console.log) {
  const reason = staleReason(root);
  if (!reason) return false;
  log(`正在构建控制台（${reason}）…`);
  await buildConsole(root);
  return true;
}
