import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE } from '@/features/auth/prerendered-form';
import { SESSION_STORAGE_KEY } from '@/stores/session';
import { newBrowserContext, startSeededServer, type RunningServer } from './harness';

// Issue 24 point 4: English chosen on the sign-in page reaches the server's refusals and the signed-in shell, and an
// English reader never sees the Chinese copy of the sign-in page that index.html carries.
describe('English on the sign-in page and in the header, in Chromium', () => {
  let server: RunningServer;
  let browser: BrowserContext | null = null;
  beforeAll(async () => {
    server = await startSeededServer();
  });
  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  it('switches to English on the sign-in page, is refused in English, signs in and reads English in the header', async (ctx) => {
    browser = await newBrowserContext((reason) => ctx.skip(reason));
    const page = await browser.newPage();
    await page.goto(`${server.url}/#/login`);
    await page.locator('input[type="password"]').waitFor({ state: 'visible', timeout: 15_000 });
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');

    await page.getByLabel('Username').fill('operator');
    await page.getByLabel('Password', { exact: true }).fill('Wrong@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(/^Wrong username or password; \d+ attempts left$/).waitFor({ timeout: 15_000 });

    await page.getByLabel('Password', { exact: true }).fill('Park@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(/^Park: /).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Park Console' }).waitFor();
    await page.getByRole('navigation', { name: /^(Top|Side) menu$/ }).waitFor();
    await page.getByRole('button', { name: 'Switch to the dark theme' }).waitFor();
    await page.getByRole('button', { name: '中文' }).waitFor();

    // The choice is kept: a new load shows English at once, never index.html's Chinese copy of the sign-in page.
    await page.evaluate((key) => localStorage.removeItem(key), SESSION_STORAGE_KEY);
    await page.addInitScript(`(() => {
      window.__chineseCopyShown = false;
      new MutationObserver(() => {
        const copy = document.querySelector('[${PRERENDERED_ATTRIBUTE}]');
        if (copy && getComputedStyle(copy).display !== 'none') window.__chineseCopyShown = true;
      }).observe(document, { childList: true, subtree: true });
    })()`);
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate('window.__chineseCopyShown')).toBe(false);
    await page.close();
  }, 120_000);
});
