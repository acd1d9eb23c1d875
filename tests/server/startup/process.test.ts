import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitOf, spawnServer, startServer, type RunningServer } from '../../e2e/harness';

// Real server processes: what only a second process or a real signal can show.
describe('server process', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { SEED_DEMO: '0' } });
  });
  afterAll(async () => {
    if (server.child.exitCode === null) await server.stop('SIGKILL');
  });

  it('refuses a second server on the same data folder with a clear message', async () => {
    const second = spawnServer({ dataDir: server.dataDir, env: { SEED_DEMO: '0' } });
    const code = await exitOf(second.child);
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`数据目录 ${server.dataDir} 已被另一个园区服务`);
    expect((await fetch(`${server.url}/healthz`)).ok).toBe(true);
  });

  it('answers a request in flight when SIGTERM arrives, then exits 0', async () => {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));

    const body = JSON.stringify({ pageNum: 1, pageSize: 10 });
    const half = Math.floor(body.length / 2);
    socket.write(
      `POST /api/v1/not-a-route HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = server.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(answer).toBe('');
    expect(server.child.exitCode).toBeNull();

    socket.end(body.slice(half));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    expect(answer).toContain('"code":404');
    expect(await exited).toBe(0);
    expect(server.output()).toContain('园区服务已停止');
  });
});
