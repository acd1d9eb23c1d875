import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentDisposition } from '../../../server/modules/files/disposition';
import { bearer, loginAs, type Tokens } from '../helpers/auth';
import { testApp, testDatabase, testUploadDir } from '../helpers/test-server';
import { DOCX_MINI, HTML_PAGE, JPEG_2PX, PDF_MINI, PNG_2PX, bigPng, multipart, type Part } from './fixtures';

const MB = 1024 * 1024;

function storedFiles(): string[] {
  if (!fs.existsSync(testUploadDir)) return [];
  return (fs.readdirSync(testUploadDir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(testUploadDir, f)).isFile(),
  );
}

async function uploadCount(): Promise<number> {
  const db = (await testDatabase()).db;
  const result = await db.execute(sql`select count(*)::int as n from uploads`);
  return Number((result.rows[0] as { n: number }).n);
}

describe('upload service', () => {
  let app: FastifyInstance;
  let tokens: Tokens;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    tokens = await loginAs(app, 'admin');
  });

  const upload = (parts: Part[], headers = bearer(tokens)) => {
    const body = multipart(parts);
    return app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores a real PNG and JPEG under a dated test/ path and serves them back', async () => {
    const res = await upload([
      { name: '园区logo.png', content: PNG_2PX, contentType: 'image/png' },
      { name: 'photo.JPG', content: JPEG_2PX, contentType: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    expect(body.data).toHaveLength(2);
    const [png, jpeg] = body.data;
    expect(png).toMatchObject({ name: '园区logo.png', size: PNG_2PX.length, type: 'image/png' });
    expect(jpeg).toMatchObject({ name: 'photo.JPG', size: JPEG_2PX.length, type: 'image/jpeg' });
    expect(png.url).toMatch(/^\/api\/files\/test\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(jpeg.url).toMatch(/\.jpg$/);

    const served = await app.inject({ method: 'GET', url: png.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`inline; filename="__logo.png"; filename*=UTF-8''${encodeURIComponent('园区logo.png')}`);
    expect(served.rawPayload.equals(PNG_2PX)).toBe(true);

    const logs = await (await testDatabase()).db.execute(
      sql`select username from operation_logs where module = 'file' and action = 'upload'`,
    );
    expect(logs.rows).toContainEqual({ username: 'admin' });
  });

  it('serves documents as attachments with their true type', async () => {
    const res = await upload([
      { name: '入驻协议.pdf', content: PDF_MINI },
      { name: 'plan.docx', content: DOCX_MINI },
    ]);
    expect(res.json().code).toBe(1);
    const [pdf, docx] = res.json().data;
    const served = await app.inject({ method: 'GET', url: pdf.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('入驻协议.pdf')}`);
    expect(docx.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('keeps the original name of every upload: answered, stored, resolved by URL and named in the download', async () => {
    const first = (await upload([{ name: '营业执照.png', content: PNG_2PX }])).json().data[0];
    const second = (await upload([{ name: '门头照片（2026）.png', content: PNG_2PX }])).json().data[0];
    expect(first.name).toBe('营业执照.png');
    expect(second.name).toBe('门头照片（2026）.png');
    expect(second.url).not.toBe(first.url);
    const stored = await (await testDatabase()).db.execute(sql`select name from uploads where path in (${first.url.slice('/api/files/'.length)}, ${second.url.slice('/api/files/'.length)}) order by id`);
    expect(stored.rows).toEqual([{ name: '营业执照.png' }, { name: '门头照片（2026）.png' }]);

    const names = await app.inject({
      method: 'POST', url: '/api/files/names', headers: bearer(await loginAs(app, 'company')),
      payload: { urls: [second.url, first.url, '/demo/license-sample.svg', '/api/files/test/2026/01/01/00000000000000000000000000000000.png'] },
    });
    expect(names.json()).toMatchObject({ code: 1, data: [{ url: second.url, name: '门头照片（2026）.png' }, { url: first.url, name: '营业执照.png' }] });
    expect(names.json().data).toHaveLength(2);
    const anonymous = await app.inject({ method: 'POST', url: '/api/files/names', payload: { urls: [first.url] } });
    expect(anonymous.statusCode).toBe(401);

    const inline = await app.inject({ method: 'GET', url: first.url });
    expect(inline.headers['content-disposition']).toBe(`inline; filename="____.png"; filename*=UTF-8''${encodeURIComponent('营业执照.png')}`);
    const download = await app.inject({ method: 'GET', url: `${first.url}?download=1` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="____.png"; filename*=UTF-8''${encodeURIComponent('营业执照.png')}`);
    expect(download.rawPayload.equals(PNG_2PX)).toBe(true);
    const other = await app.inject({ method: 'GET', url: `${second.url}?download=1` });
    expect(other.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('门头照片（2026）.png')}`);
  });

  it('keeps both names where the same content was uploaded twice and referenced, whatever name the caller sent', async () => {
    const company = await loginAs(app, 'company');
    const [licence, copy] = (await upload([{ name: '营业执照.png', content: PNG_2PX }, { name: '营业执照（副本）.png', content: PNG_2PX }], bearer(company))).json().data;
    const service = (await (await testDatabase()).db.execute(sql`select id from content_items where title = '代理记账与税务申报' and type = 'service' order by id limit 1`)).rows[0] as { id: number };
    const attachments = [
      { name: licence.url.split('/').pop(), url: licence.url },
      { name: copy.url.split('/').pop(), url: copy.url },
      { name: '外部说明.pdf', url: 'https://example.com/a.pdf' },
    ];
    const applied = await app.inject({
      method: 'POST', url: '/api/v1/ps/service/apply', headers: bearer(company),
      payload: { source: 'park', serviceId: service.id, needs: '代理记账', contact: '周明', phone: '13800000001', attachments },
    });
    expect(applied.json().code).toBe(1);
    expect(applied.json().data.attachments).toEqual([
      { name: '营业执照.png', url: licence.url },
      { name: '营业执照（副本）.png', url: copy.url },
      { name: '外部说明.pdf', url: 'https://example.com/a.pdf' },
    ]);
    expect(applied.json().data.events[0].files.map((f: { name: string }) => f.name)).toEqual(['营业执照.png', '营业执照（副本）.png', '外部说明.pdf']);
  });

  it('makes a hostile name safe for the download header, and bounds a long one keeping its extension', async () => {
    expect(contentDisposition('a"b\\c\r\nX-Evil: 1;d.pdf', true)).toBe(`attachment; filename="a_b_c__X-Evil: 1;d.pdf"; filename*=UTF-8''a_b_c__X-Evil%3A%201%3Bd.pdf`);
    expect(contentDisposition("it's (final)*.docx", false)).toBe(`inline; filename="it's (final)*.docx"; filename*=UTF-8''it%27s%20%28final%29%2A.docx`);
    const long = `${'长'.repeat(300)}.pdf`;
    const [endless] = (await upload([{ name: long, content: PDF_MINI }])).json().data;
    expect(endless.name).toHaveLength(200);
    expect(endless.name.endsWith('.pdf')).toBe(true);
    const header = String((await app.inject({ method: 'GET', url: endless.url })).headers['content-disposition']);
    expect(decodeURIComponent(header.split("filename*=UTF-8''")[1] ?? '')).toBe(endless.name);
  });

  it.each([
    ['a PNG renamed .pdf', { name: 'contract.pdf', content: PNG_2PX, contentType: 'application/pdf' }, '扩展名与实际内容'],
    ['an HTML page renamed .jpg', { name: 'avatar.jpg', content: HTML_PAGE, contentType: 'image/jpeg' }, '类型不支持'],
    ['an image over 2 MB', { name: 'big.png', content: bigPng(2 * MB + 1), contentType: 'image/png' }, '图片大小不能超过2MB'],
  ])('refuses %s and stores nothing of the request', async (_label, bad, message) => {
    const before = { files: storedFiles().length, rows: await uploadCount() };
    const res = await upload([{ name: 'ok.png', content: PNG_2PX }, bad]);
    expect(res.statusCode).toBe(200);
    expect(res.json().code).not.toBe(1);
    expect(res.json().msg).toContain(message);
    expect(storedFiles()).toHaveLength(before.files);
    expect(await uploadCount()).toBe(before.rows);
  });

  it('stores under the dated folder without the test/ prefix in production', async () => {
    const production = await testApp({ production: true });
    try {
      const body = multipart([{ name: 'logo.png', content: PNG_2PX }]);
      const res = await production.inject({
        method: 'POST',
        url: '/api/files/upload',
        headers: { ...bearer(await loginAs(production, 'operator')), ...body.headers },
        payload: body.payload,
      });
      expect(res.json().data[0].url).toMatch(/^\/api\/files\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    } finally {
      await production.close();
    }
  });

  it('accepts an image of exactly 2 MB', async () => {
    const res = await upload([{ name: 'edge.png', content: bigPng(2 * MB) }]);
    expect(res.json().code).toBe(1);
  });

  it('refuses a document over 20 MB with HTTP 413', async () => {
    const pdf = Buffer.concat([PDF_MINI, Buffer.alloc(20 * MB, 32)]);
    const res = await upload([{ name: 'huge.pdf', content: pdf }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, msg: '文件大小不能超过20MB' });
  });

  it('refuses a request without a token', async () => {
    const body = multipart([{ name: 'ok.png', content: PNG_2PX }]);
    const res = await app.inject({ method: 'POST', url: '/api/files/upload', headers: body.headers, payload: body.payload });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('4001');
  });

  it('refuses an empty request, a wrong field and a non-multipart body with a message', async () => {
    const empty = await upload([]);
    expect(empty.json()).toMatchObject({ code: 0, msg: '请选择要上传的文件' });
    const wrongField = await upload([{ name: 'ok.png', content: PNG_2PX, field: 'file' }]);
    expect(wrongField.json().msg).toContain('不支持的字段');
    const json = await app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: bearer(tokens),
      payload: { files: 'x' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().msg).toContain('multipart/form-data');
  });

  it('refuses more than 10 files at once', async () => {
    const parts = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, content: PNG_2PX }));
    const res = await upload(parts);
    expect(res.json()).toMatchObject({ msg: '最多上传10个文件' });
  });

  it('never serves a path outside the upload folder or one it did not store', async () => {
    for (const url of [
      '/api/files/../../etc/passwd',
      '/api/files/..%2f..%2fetc%2fpasswd',
      '/api/files/test/2026/01/01/..%2f..%2f..%2f..%2fserver.lock',
      '/api/files/test/2026/01/01/0123456789abcdef0123456789abcdef.png',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe(404);
    }
  });
});
