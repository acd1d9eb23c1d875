import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { exitOf, tempDir } from './harness';

// Debian's nginx (installed by .ci/run when missing) in front of the given upstreams, on a free port of its own:
// round-robin as a park group's proxy would run it, one request to each instance in turn. Each answer carries the
// upstream that served it (`x-park-upstream`), so a test can see the alternation it relies on.
export const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((bin) => fs.existsSync(bin)) ?? null;

export interface RunningProxy {
  url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function configFor(dir: string, port: number, upstreams: string[]): string {
  const servers = upstreams.map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=60s;`).join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`).join('\n');
  return `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
${temp}
  client_max_body_size 50m;
  upstream park {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://park;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # The message stream is a long answer that must reach the browser as it is written.
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout;
      add_header X-Park-Upstream $upstream_addr always;
    }
  }
}
`;
}

export async function startNginx(upstreams: string[]): Promise<RunningProxy> {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install -y nginx');
  const dir = tempDir('park-nginx-');
  // nginx's workers drop root for `nobody`: they write their temporary files here.
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, configFor(dir, port, upstreams));
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf];
  execFileSync(NGINX, [...args, '-t'], { stdio: 'pipe' });
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    const ok = await fetch(`${url}/healthz`).then((res) => res.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('nginx did not answer within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exitOf(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
