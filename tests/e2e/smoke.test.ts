import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrowserContext, startSeededServer, type RunningServer } from './harness';

describe('smoke: the real server on a fresh data folder, in Chromium', () => {
  let server: RunningServer;
  let browser: BrowserContext | null = null;
  beforeAll(async () => {
    server = await startSeededServer();
  });
  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  it('opens the login page with its password field', async (ctx) => {
    browser = await newBrowserContext((reason) => ctx.skip(reason));
    const page = await browser.newPage();
    await page.goto(`${server.url}/#/login`);
    await expect.poll(() => page.title()).toBe('园区管理平台');
    await page.locator('input[type="password"]').waitFor({ state: 'visible', timeout: 15_000 });
  });

  // A page that suspends on its first render shows a spinner and React then holds the form back for its 300 ms
  // Suspense reveal throttle; the console loads #/login's page before rendering instead (src/main.tsx).
  it('shows the login form in its first render, with no loading spinner before it', async (ctx) => {
    browser ??= await newBrowserContext((reason) => ctx.skip(reason));
    const page = await browser.newPage();
    await page.addInitScript(`(() => {
      window.__spinnerBeforeForm = false;
      new MutationObserver(() => {
        if (document.querySelector('input[type="password"]')) return;
        if (document.querySelector('.ant-spin')) window.__spinnerBeforeForm = true;
      }).observe(document, { childList: true, subtree: true });
    })()`);
    await page.goto(`${server.url}/#/login`);
    await page.locator('input[type="password"]').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.evaluate('window.__spinnerBeforeForm')).toBe(false);
    await page.close();
  });

  it('serves the demo park logos and the API contract', async () => {
    const logo = await fetch(`${server.url}/demo/park-zhangjiang.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    const openapi = await fetch(`${server.url}/api/openapi.json`);
    expect((await openapi.json()).paths).toHaveProperty(['/api/files/upload']);
  });
});
