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

export async function startLocalPostgres(bin: string): Promise<LocalPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'park-pg-'));
  fs.chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = 20000 + Math.floor(Math.random() * 20000);
  const [initCmd, initArgs] = asClusterUser(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'park', '--no-sync']);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const [cmd, args] = asClusterUser(path.join(bin, 'postgres'), [
    '-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off',
  ]);
  const child: ChildProcess = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (!/ready to accept connections/.test(log)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`postgres did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
