import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type RunningServer } from './harness';

describe('smoke: the real server on a fresh data folder, in Chromium', () => {
  let server: RunningServer;
  let browser: BrowserContext | null = null;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  it('opens the login page with its password field', async (ctx) => {
    browser = await launchBrowser((reason) => ctx.skip(reason));
    const page = await browser.newPage();
    await page.goto(`${server.url}/#/login`);
    await expect.poll(() => page.title()).toBe('园区管理平台');
    await page.locator('input[type="password"]').waitFor({ state: 'visible', timeout: 15_000 });
  });

  it('serves the demo park logos and the API contract', async () => {
    const logo = await fetch(`${server.url}/demo/park-zhangjiang.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    const openapi = await fetch(`${server.url}/api/openapi.json`);
    expect((await openapi.json()).paths).toHaveProperty(['/api/files/upload']);
  });
});
