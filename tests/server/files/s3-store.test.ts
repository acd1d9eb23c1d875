import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { AwsClient } from 'aws4fetch';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storedKeyOf, XLSX_MEDIA_TYPE } from '@contract/files';
import { loadConfig, type FileStoreConfig, type S3Settings } from '../../../server/config';
import { FileKeyError, type FileStore } from '../../../server/lib/file-store';
import { folderStore } from '../../../server/lib/file-store-folder';
import { s3Store } from '../../../server/lib/file-store-s3';
import { bearer, type Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, parkId, send, ZHANGJIANG, type Body } from '../park/fixtures';
import { BASE_HEADERS, giveRecords, sheetRows } from '../export/export-kit';
import { HTML_PAGE, PDF_MINI, PNG_2PX, multipart, type Part } from './fixtures';

// A real S3-compatible server (s3rver: the S3 REST API over a folder, checking every SigV4 signature with its key
// pair S3RVER / S3RVER), started here on a free port; two apps on it are two instances sharing one bucket.
const BUCKET = 'park-files';
const KEY_PAIR = 'S3RVER';
const tmp = fs.mkdtempSync(path.join(process.env.PARK_TEST_TMP ?? os.tmpdir(), 'park-s3-'));
// Each instance's own disk, as on two machines: a file that landed there would not reach the other.
const diskOf = (name: string) => ({ uploadDir: path.join(tmp, name, 'uploads'), exportDir: path.join(tmp, name, 'exports') });

const urlsOf = (res: LightMyRequestResponse) => res.json<{ data: { url: string }[] }>().data.map((f) => f.url);
// Where the store keeps an upload: its stored key in the uploads area.
const keyOf = (url: string | undefined) => `uploads/${storedKeyOf(url ?? '')}`;

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : [];

describe('files on an S3-compatible store', () => {
  let server: S3rver;
  let settings: S3Settings;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let tokens: Tokens;
  let bucketKeys: () => Promise<string[]>;

  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(tmp, 's3rver'), configureBuckets: [{ name: BUCKET }] });
    const { port } = await server.run();
    settings = { endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET, region: 'us-east-1', accessKeyId: KEY_PAIR, secretAccessKey: KEY_PAIR, forcePathStyle: true };
    const fileStore: FileStoreConfig = { kind: 's3', ...settings };
    one = await testApp({ fileStore, ...diskOf('one') });
    two = await testApp({ fileStore, ...diskOf('two') });
    // What the bucket holds, asked of the server itself (ListObjectsV2), not of the store under test.
    const lister = new AwsClient({ accessKeyId: KEY_PAIR, secretAccessKey: KEY_PAIR, region: 'us-east-1', service: 's3', retries: 0 });
    bucketKeys = async () => {
      const response = await fetch(await lister.sign(`${settings.endpoint}/${BUCKET}?list-type=2&max-keys=1000`));
      expect(response.status).toBe(200);
      return [...(await response.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1] ?? '').sort();
    };
    // Two apps, and on a worker's first file the shared database's migrations and seed too: past the 60 s default
    // on a loaded two-core machine.
  }, 180_000);
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await server?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  beforeEach(async () => {
    tokens = await sessionFor('admin');
  });

  const upload = (app: FastifyInstance, parts: Part[]) => {
    const body = multipart(parts);
    return app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...bearer(tokens), ...body.headers }, payload: body.payload });
  };

  it('serves an upload made through one instance byte for byte from the other, and back', async () => {
    const pdf = Buffer.concat([PDF_MINI, Buffer.alloc(300_000, 7)]);
    const res = await upload(one, [
      { name: '园区logo.png', content: PNG_2PX },
      { name: '入驻协议.pdf', content: pdf },
    ]);
    expect(res.json()).toMatchObject({ code: 1 });
    const [png, doc] = urlsOf(res);
    for (const [url, content, type] of [[png, PNG_2PX, 'image/png'], [doc, pdf, 'application/pdf']] as const) {
      const got = await two.inject({ method: 'GET', url: url ?? '' });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe(type);
      expect(got.headers['content-length']).toBe(String(content.length));
      expect(got.rawPayload.equals(content)).toBe(true);
    }
    expect(await bucketKeys()).toEqual(expect.arrayContaining([keyOf(png), keyOf(doc)]));

    const back = await upload(two, [{ name: 'back.png', content: PNG_2PX }]);
    const [url] = urlsOf(back);
    expect((await one.inject({ method: 'GET', url: url ?? '' })).rawPayload.equals(PNG_2PX)).toBe(true);
    // Nothing of it on either instance's own disk.
    expect([...filesUnder(path.join(tmp, 'one')), ...filesUnder(path.join(tmp, 'two'))]).toEqual([]);
  });

  it('types a file by its content, keeps that type in the bucket, and stores nothing of a refused request', async () => {
    const ok = await upload(one, [{ name: 'scan.png', content: PNG_2PX, contentType: 'application/octet-stream' }]);
    const url = urlsOf(ok)[0] ?? '';
    const key = keyOf(url);
    expect(await one.fileStore.head(key)).toEqual({ size: PNG_2PX.length, contentType: 'image/png' });
    expect((await two.inject({ method: 'GET', url })).headers['content-type']).toBe('image/png');

    const before = await bucketKeys();
    const uploads = async () => Number((await runSql(sql`select count(*)::int as n from uploads`)).rows[0]?.n);
    const rows = await uploads();
    const refused = await upload(two, [
      { name: 'ok.png', content: PNG_2PX },
      { name: 'avatar.jpg', content: HTML_PAGE, contentType: 'image/jpeg' },
    ]);
    expect(refused.json()).toMatchObject({ code: 0, msg: expect.stringContaining('类型不支持') });
    expect(await bucketKeys()).toEqual(before);
    expect(await uploads()).toBe(rows);
  });

  it('writes an export task’s workbook into the bucket, downloaded through the other instance', async () => {
    const operator = await sessionFor('operator');
    const park = await parkId(ZHANGJIANG);
    await giveRecords(park);
    const started = await json(one, operator, 'POST', 'v1/enterprise/data/export/task', { parkId: park, fields: [{ moduleKey: 'basic', fieldKey: 'legalPerson' }] });
    expect(started.code).toBe(1);
    const id = Number(started.data.id);
    let task: Body['data'] = started.data;
    for (let i = 0; i < 400 && !['success', 'failed'].includes(String(task.state)); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      task = (await json(one, operator, 'GET', `v1/enterprise/data/export/task/${id}`)).data;
    }
    expect(task).toMatchObject({ state: 'success' });

    const key = String((await runSql(sql`select file_path from export_tasks where id = ${id}`)).rows[0]?.file_path);
    expect(key).toMatch(new RegExp(`^exports/${park}/${id}-[0-9a-f-]{36}\\.xlsx$`));
    expect(await bucketKeys()).toContain(key);
    expect((await two.fileStore.head(key))?.contentType).toBe(XLSX_MEDIA_TYPE);

    const file = await send(two, operator, 'GET', `v1/enterprise/data/export/task/download/${id}`);
    expect(file.statusCode).toBe(200);
    const [header, ...body] = await sheetRows(file.rawPayload);
    expect(header).toHaveLength(BASE_HEADERS.length + 1);
    expect(body).toHaveLength(Number(task.total));
    expect(body.map((r) => String(r[BASE_HEADERS.length]))).toEqual(body.map(() => expect.stringMatching(/^法人\d+$/)));
    expect([...filesUnder(path.join(tmp, 'one')), ...filesUnder(path.join(tmp, 'two'))]).toEqual([]);

    // A file gone from the bucket answers as a file gone from the folder did.
    await one.fileStore.delete(key);
    const gone = await send(two, operator, 'GET', `v1/enterprise/data/export/task/download/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 404, msg: '导出文件已不存在，请重新导出' });
  });

  it('answers a missing file as before: 404 文件不存在, also for a recorded upload whose object is gone', async () => {
    const never = await two.inject({ method: 'GET', url: '/api/files/test/2026/01/01/0123456789abcdef0123456789abcdef.png' });
    expect(never.statusCode).toBe(404);
    expect(never.json()).toMatchObject({ code: 404, msg: '文件不存在' });

    const res = await upload(one, [{ name: 'gone.png', content: PNG_2PX }]);
    const url = urlsOf(res)[0] ?? '';
    await two.fileStore.delete(keyOf(url));
    const gone = await one.inject({ method: 'GET', url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 404, msg: '文件不存在' });
  });

  it('never reaches outside the store: traversal in a URL is 404, a key with .. is refused before any request', async () => {
    for (const url of ['/api/files/../../etc/passwd', '/api/files/..%2f..%2fetc%2fpasswd', '/api/files/test/2026/01/01/..%2f..%2f..%2fexports%2f1%2fx.xlsx']) {
      const res = await one.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    const stores: [string, FileStore][] = [
      ['s3', s3Store(settings)],
      ['folder', folderStore({ uploads: path.join(tmp, 'folder-uploads'), exports: path.join(tmp, 'folder-exports') })],
    ];
    const before = await bucketKeys();
    for (const [kind, store] of stores) {
      for (const key of ['uploads/../exports/1/x.xlsx', '../outside.png', 'uploads/a/../../b.png', '/etc/passwd', 'uploads/.staging/x.part', 'uploads', 'elsewhere/x.png', 'uploads/a\\..\\b.png']) {
        await expect(store.put(key, PNG_2PX, 'image/png'), `${kind} put ${key}`).rejects.toBeInstanceOf(FileKeyError);
        await expect(store.get(key), `${kind} get ${key}`).rejects.toBeInstanceOf(FileKeyError);
        await expect(store.delete(key), `${kind} delete ${key}`).rejects.toBeInstanceOf(FileKeyError);
      }
    }
    expect(await bucketKeys()).toEqual(before);
    expect(filesUnder(tmp).filter((f) => !f.startsWith('s3rver'))).toEqual([]);
  });

  it('checks the bucket and the key pair at start-up, naming what is wrong', async () => {
    await expect(s3Store(settings).check()).resolves.toBeUndefined();
    await expect(s3Store({ ...settings, secretAccessKey: 'not-the-secret' }).check()).rejects.toThrow(/HTTP 403.*S3_SECRET_ACCESS_KEY/);
    await expect(s3Store({ ...settings, bucket: 'no-such-bucket' }).check()).rejects.toThrow(/no-such-bucket 答复 HTTP 404（存储桶不存在）/);
  });
});

describe('FILE_STORE settings', () => {
  const s3 = { FILE_STORE: 's3', S3_ENDPOINT: 'https://oss-cn-shanghai.aliyuncs.com', S3_BUCKET: 'park', S3_REGION: 'oss-cn-shanghai', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps the folders by default and reads every S3 setting when s3 is chosen', () => {
    expect(loadConfig({}).fileStore).toEqual({ kind: 'folder' });
    expect(loadConfig(s3).fileStore).toEqual({ kind: 's3', endpoint: s3.S3_ENDPOINT, bucket: 'park', region: 'oss-cn-shanghai', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: false });
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: '1' }).fileStore).toMatchObject({ forcePathStyle: true });
  });

  it('refuses to start with s3 chosen and a setting missing or wrong, naming it', () => {
    expect(() => loadConfig({ FILE_STORE: 's3', S3_ENDPOINT: s3.S3_ENDPOINT })).toThrow(
      'FILE_STORE=s3 时必须设置 S3_BUCKET、S3_REGION、S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY（缺少这些设置，服务未启动）',
    );
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow('FILE_STORE=s3 时必须设置 S3_SECRET_ACCESS_KEY');
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'oss-cn-shanghai.aliyuncs.com' })).toThrow('设置 S3_ENDPOINT 必须是 http:// 或 https:// 开头的地址');
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow('设置 S3_FORCE_PATH_STYLE 只能是 1 或 0');
    expect(() => loadConfig({ FILE_STORE: 'disk' })).toThrow('设置 FILE_STORE 只能是 folder 或 s3，当前为 "disk"');
  });
});
