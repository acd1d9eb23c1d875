import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrowserContext, startSeededServer, type RunningServer } from './harness';
import { hashPathOf, signIn } from './shell-journeys';

const TTL_SECONDS = 3;

describe('an access token that expires while the user works (ACCESS_TOKEN_TTL=3)', () => {
  let server: RunningServer;
  let browser: BrowserContext | null = null;
  beforeAll(async () => {
    server = await startSeededServer({ env: { ACCESS_TOKEN_TTL: String(TTL_SECONDS) } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('is refreshed exactly once, transparently, and the work goes on', async (ctx) => {
    browser = await newBrowserContext((r) => ctx.skip(r));
    const page = await signIn(browser, server.url, '园区管理', 'operator');
    await page.getByText('当前园区：张江科创园').waitFor({ timeout: 20_000 });

    const grants: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/user/login')) grants.push(JSON.parse(request.postData() ?? '{}').grant_type);
    });
    await page.waitForTimeout((TTL_SECONDS + 1) * 1000);
    await page.evaluate(() => {
      window.location.hash = '#/system/log';
    });
    await page.getByRole('cell', { name: 'operator' }).first().waitFor({ timeout: 20_000 });

    expect(grants).toEqual(['refresh_token']);
    expect(await hashPathOf(page)).toBe('/system/log');
    expect(await page.getByText('登录已过期').count()).toBe(0);
  });
});
