import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureConsoleBuilt } from './console-build.mjs';
import { OUT_DIR, ensureServerBuilt } from './server-build.mjs';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

// `npm start`: build the console and compile the server if needed, then run the park server in the foreground.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  await Promise.all([ensureConsoleBuilt(root), ensureServerBuilt(root)]);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const server = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(root, OUT_DIR, 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});

// A terminal's Ctrl-C reaches both processes; a signal sent to this one alone (systemd, docker) is passed on.
// The server ignores a repeated signal while it is already stopping; a closed terminal stops it gracefully too.
for (const [received, relayed] of [['SIGINT', 'SIGINT'], ['SIGTERM', 'SIGTERM'], ['SIGHUP', 'SIGTERM']]) {
  process.on(received, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(relayed);
  });
}

server.on('error', (err) => {
  console.error(`无法启动园区服务：${err.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
