import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A throwaway PostgreSQL cluster from Debian's postgresql package, in a temporary folder, on a free port.
export interface LocalPostgres {
  url: string;
  stop(): Promise<void>;
}

export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return null;
}

// initdb refuses to run as root, so as root the cluster belongs to the postgres system user.
function asClusterUser(cmd: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

// Below Linux's ephemeral ports (32768 and up), which the run's own outgoing connections take: a random port there was
// once in use by one of them, and PostgreSQL could not listen. A port another program holds is tried again.
const PORT_RANGE = [20000, 32000] as const;
const PORT_ATTEMPTS = 5;

/** PostgreSQL on a random port of PORT_RANGE, or null when that port is taken (an error on the last attempt). */
async function listen(bin: string, dir: string, dataDir: string, last: boolean): Promise<{ child: ChildProcess; port: number } | null> {
  const port = PORT_RANGE[0] + Math.floor(Math.random() * (PORT_RANGE[1] - PORT_RANGE[0]));
  const [cmd, args] = asClusterUser(path.join(bin, 'postgres'), [
    '-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off',
  ]);
  const child: ChildProcess = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (!/ready to accept connections/.test(log)) {
    if (child.exitCode !== null && /Address already in use/.test(log) && !last) return null;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`postgres did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, port };
}

export async function startLocalPostgres(bin: string): Promise<LocalPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'park-pg-'));
  fs.chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const [initCmd, initArgs] = asClusterUser(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'park', '--no-sync']);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  let started: { child: ChildProcess; port: number } | null = null;
  for (let attempt = 1; !started; attempt += 1) {
    started = await listen(bin, dir, dataDir, attempt === PORT_ATTEMPTS);
  }
  const { child, port } = started;
  return {
    url: `postgres://park@127.0.0.1:${port}/postgres`,
    stop: async () => {
      const exited = new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      const [stopCmd, stopArgs] = asClusterUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      execFileSync(stopCmd, stopArgs, { stdio: 'ignore' });
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
