import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { BackupManifest } from './manifest';
import { BackupRefused, takeSnapshot } from './snapshot';

// The running embedded server takes backups through a Unix socket in its data folder: whoever may open the socket
// (its owner: mode 0600) may read the data folder anyway, so the socket needs no password, and nothing of it is
// reachable over the network. `npm run backup` is its client.
export const controlSocketOf = (dataDir: string) => path.join(dataDir, 'control.sock');
const BACKUP_ROUTE = '/backup';
// Linux refuses a socket path longer than this (sun_path, 108 bytes with its terminating zero).
const SOCKET_PATH_MAX = 107;

export interface BackupAnswer {
  out: string;
  manifest: BackupManifest;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function answer(response: http.ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function outOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { out?: unknown };
    return typeof parsed.out === 'string' && path.isAbsolute(parsed.out) ? parsed.out : null;
  } catch {
    return null;
  }
}

// Starts the socket; the answer closes it. Null (and a warning) where no socket can be made.
export async function openControlSocket(
  dataDir: string,
  uploadDir: string,
  database: Database,
  log: FastifyBaseLogger,
): Promise<(() => Promise<void>) | null> {
  const socket = controlSocketOf(dataDir);
  if (Buffer.byteLength(socket) > SOCKET_PATH_MAX) {
    log.warn(`数据目录路径过长，无法建立本机控制接口 ${socket}：在线备份不可用（停机后 npm run backup 仍可备份）`);
    return null;
  }
  let busy = false;
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== BACKUP_ROUTE) return answer(response, 404, { error: '未知操作' });
    void readBody(request).then(async (body) => {
      const out = outOf(body);
      if (!out) return answer(response, 400, { error: '请给出备份目标的绝对路径' });
      if (busy) return answer(response, 409, { error: '另一个备份正在进行，请稍后再试' });
      busy = true;
      try {
        const manifest = await takeSnapshot(database, uploadDir, out);
        log.info({ out, takenAt: manifest.takenAt, heldMs: manifest.heldMs }, '备份完成');
        answer(response, 200, { out, manifest } satisfies BackupAnswer);
      } catch (err) {
        if (!(err instanceof BackupRefused)) log.error(err, '备份失败');
        answer(response, err instanceof BackupRefused ? 409 : 500, { error: (err as Error).message });
      } finally {
        busy = false;
      }
    });
  });
  // The folder is locked by this server (data-dir-lock.ts): a socket file left here is a stopped server's.
  fs.rmSync(socket, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socket, { force: true });
    });
}

export class ServerNotRunning extends Error {}

// Asks the server running on `dataDir` for a backup at `out`.
export function requestBackup(dataDir: string, out: string): Promise<BackupAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath: controlSocketOf(dataDir), path: BACKUP_ROUTE, method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        void readBody(response).then((body) => {
          const parsed = JSON.parse(body) as BackupAnswer & { error?: string };
          if (response.statusCode === 200) resolve(parsed);
          else reject(new BackupRefused(parsed.error ?? `备份失败（${response.statusCode}）`));
        }, reject);
      },
    );
    request.on('error', (err: NodeJS.ErrnoException) => {
      reject(err.code === 'ENOENT' || err.code === 'ECONNREFUSED' ? new ServerNotRunning(err.message) : err);
    });
    request.end(JSON.stringify({ out }));
  });
}
