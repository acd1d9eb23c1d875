import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../config';
import { assertFileKey, type FileStore } from './file-store';

const ATTEMPTS = 3;
const FIRST_RETRY_MS = 100;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What the store answered, in a message that names the store and its own error code. */
export class ObjectStoreError extends Error {
  constructor(what: string, status: number, body: string) {
    const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
    super(`对象存储${what}失败：HTTP ${status}${code ? ` ${code}` : ''}`);
  }
}

async function failure(what: string, response: Response): Promise<ObjectStoreError> {
  return new ObjectStoreError(what, response.status, await response.text().catch(() => ''));
}

/**
 * A stream of unknown length written aside while its SHA-256 is taken: S3 wants the length before the body, and the
 * signed hash lets the store refuse a body that changed on the way.
 */
async function spool(body: Readable): Promise<{ file: string; size: number; hash: string }> {
  const file = path.join(os.tmpdir(), `park-s3-${randomBytes(16).toString('hex')}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, count, fs.createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    await fs.promises.rm(file, { force: true });
    throw error;
  }
  return { file, size, hash: hash.digest('hex') };
}

interface Call {
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE';
  key?: string;
  headers?: Record<string, string>;
  // A body made anew for each attempt: a stream is read once.
  body?: () => BodyInit;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, the object stores of the clouds a park group rents), spoken to over
 * its REST API with SigV4 signatures (aws4fetch: no dependencies, Node's own fetch and Web Crypto). Keys are the
 * store's keys as they are; the bucket holds nothing else of ours.
 */
export function s3Store(settings: S3Settings): FileStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 0,
  });
  const endpoint = new URL(settings.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const bucketUrl = settings.forcePathStyle
    ? `${endpoint.origin}${basePath}/${encodeURIComponent(settings.bucket)}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${basePath}`;
  const urlOf = (key?: string) => {
    // The bucket itself: `/bucket` by path, `/` on the bucket's own host (as the SDKs sign them).
    if (key === undefined) return settings.forcePathStyle ? bucketUrl : `${bucketUrl}/`;
    assertFileKey(key);
    return `${bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };

  // Every call may meet a restarting store or a busy gateway: each answer of 5xx or 429 and each lost connection is
  // tried again, at most ATTEMPTS times in all (every call here is idempotent).
  async function send({ method, key, headers, body }: Call): Promise<Response> {
    const url = urlOf(key);
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt === ATTEMPTS;
      try {
        const response = await fetch(await client.sign(url, { method, headers, body: body?.() }));
        if (last || (response.status < 500 && response.status !== 429)) return response;
        await response.body?.cancel();
      } catch (error) {
        if (last) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_MS * 2 ** (attempt - 1)));
    }
  }

  async function put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    if (Buffer.isBuffer(body)) {
      const response = await send({
        method: 'PUT',
        key,
        headers: { 'Content-Type': contentType, 'X-Amz-Content-Sha256': sha256(body) },
        // The Buffer's own bytes, not a copy (a Buffer is typed over ArrayBufferLike, a fetch body over ArrayBuffer).
        body: () => new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
      });
      if (!response.ok) throw await failure('写入', response);
      await response.body?.cancel();
      return;
    }
    assertFileKey(key);
    const spooled = await spool(body);
    try {
      const response = await send({
        method: 'PUT',
        key,
        headers: { 'Content-Type': contentType, 'Content-Length': String(spooled.size), 'X-Amz-Content-Sha256': spooled.hash },
        body: () => Readable.toWeb(fs.createReadStream(spooled.file)) as ReadableStream,
      });
      if (!response.ok) throw await failure('写入', response);
      await response.body?.cancel();
    } finally {
      await fs.promises.rm(spooled.file, { force: true });
    }
  }

  return {
    kind: 's3',
    put,

    async get(key: string) {
      const response = await send({ method: 'GET', key });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await failure('读取', response);
      return {
        body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
        size: Number(response.headers.get('content-length')),
        contentType: response.headers.get('content-type'),
      };
    },

    async head(key: string) {
      const response = await send({ method: 'HEAD', key });
      if (response.status === 404) return null;
      if (!response.ok) throw new ObjectStoreError('读取', response.status, '');
      return { size: Number(response.headers.get('content-length')), contentType: response.headers.get('content-type') };
    },

    async delete(key: string) {
      const response = await send({ method: 'DELETE', key });
      if (!response.ok && response.status !== 404) throw await failure('删除', response);
      await response.body?.cancel();
    },

    async check() {
      const response = await send({ method: 'HEAD' }).catch((error: unknown) => {
        throw new Error(`无法连接 ${settings.endpoint}：${(error as Error).message}`);
      });
      if (!response.ok) {
        const reason = response.status === 403 ? '（请检查 S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY 与 S3_REGION）' : response.status === 404 ? '（存储桶不存在）' : '';
        throw new Error(`${settings.endpoint} 的存储桶 ${settings.bucket} 答复 HTTP ${response.status}${reason}`);
      }
    },
  };
}
