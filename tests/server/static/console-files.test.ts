import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-server';

// A built console in miniature: hashed assets (one with the .br/.gz the build writes beside it) and index.html.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'park-dist-'));
const script = `export const words = ${JSON.stringify('园区管理平台 '.repeat(400))};\n`;
const style = `.park { color: #1677ff; }\n`.repeat(200);

function writeDist(): void {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>园区管理平台</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets/main-Ab12Cd34.js'), script);
  fs.writeFileSync(path.join(dist, 'assets/main-Ab12Cd34.js.br'), brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets/main-Ab12Cd34.js.gz'), gzipSync(script, { level: 9 }));
  fs.writeFileSync(path.join(dist, 'assets/style-Ef56Gh78.css'), style);
  fs.mkdirSync(path.join(dist, 'demo'));
  fs.writeFileSync(path.join(dist, 'demo/房间导入模板.csv'), '楼栋,房间\n');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
}

describe('the built console as served by the park server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    writeDist();
    app = await testApp({ distDir: dist });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the precompressed brotli file of a hashed asset, cached for a year', async () => {
    const res = await get('/assets/main-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets/main-Ab12Cd34.js.br')))).toBe(true);
  });

  it('sends the gzip file to a client without brotli, and the plain file to one without either', async () => {
    const gz = await get('/assets/main-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/main-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses an asset the build left uncompressed on the fly', async () => {
    const res = await get('/assets/style-Ef56Gh78.css', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(style);
  });

  it('revalidates index.html on every load, so a new build is picked up at once', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  // One route serves the folder (registering a route per built file cost 0.2 s of every start): whatever it does not
  // hold, or holds only as a hidden file, or lies outside it, is the console's own 404.
  it('answers a missing file, a hidden one and a way out of the folder with the 404 page', async () => {
    fs.writeFileSync(path.join(os.tmpdir(), 'park-outside.txt'), 'outside');
    for (const url of ['/assets/missing-00000000.js', '/.vite/manifest.json', '/assets/../../park-outside.txt', '/%2e%2e/park-outside.txt', '/assets/..%2f..%2fpark-outside.txt']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('页面不存在');
    }
    expect((await get('/assets/style-Ef56Gh78.css')).statusCode).toBe(200);
  });

  // Files are served from the folder's listing, spelled exactly: a name in another case is not the file.
  it('serves a file by its exact name only, a name in another language too, and its HEAD', async () => {
    expect((await get('/ASSETS/main-Ab12Cd34.js')).statusCode).toBe(404);
    expect((await get('/assets/MAIN-Ab12Cd34.js')).statusCode).toBe(404);
    const named = await get(`/demo/${encodeURIComponent('房间导入模板.csv')}`);
    expect(named.statusCode).toBe(200);
    expect(named.body).toBe('楼栋,房间\n');
    const head = await app.inject({ method: 'HEAD', url: '/assets/main-Ab12Cd34.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('serves a file a new build wrote after the server started', async () => {
    const later = 'assets/later-Ij90Kl12.js';
    fs.writeFileSync(path.join(dist, later), 'export const later = 1;\n');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await get(`/${later}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export const later = 1;\n');
  });
});
