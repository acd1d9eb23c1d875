import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { newBrowserContext, startSeededServer, type RunningServer, type ServerOptions } from './harness';

export type LoginKind = '园区管理' | '入驻企业' | '服务机构';

// Opens the login page in a fresh page and signs in through the form, as a person would.
export async function signIn(browser: BrowserContext, url: string, kind: LoginKind, username: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${url}/#/login`);
  await page.getByText(kind, { exact: true }).click();
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill('Park@2026');
  await page.locator('button[type="submit"]').click();
  return page;
}

export async function hashPathOf(page: Page): Promise<string> {
  return page.evaluate(() => window.location.hash.replace(/^#/, '').split('?')[0] ?? '');
}

// A sign-in is done when the console has left the login page for its first screen (a company lands on its record,
// an agency on its profile); what a test does before then races the console's own navigation there.
export async function landed(page: Page, timeout = 20_000): Promise<Page> {
  await page.waitForFunction(() => !/^(\/(login)?)?$/.test(window.location.hash.replace(/^#/, '').split('?')[0] ?? ''), undefined, { timeout });
  return page;
}

export async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage));
}

export interface Journey {
  /** The real server's base URL (started on a pristine seeded database before the file's tests, stopped after them). */
  url(): string;
  /**
   * Signs in through the login form in this test's browser profile (opened on first use, closed after the test);
   * `fresh` closes it first, so the sign-in starts from an empty profile.
   */
  open(kind: LoginKind, username: string, skip: (reason: string) => void, options?: { fresh?: boolean }): Promise<Page>;
  /** Closes this test's browser profile now: the next `open` starts from an empty one. */
  closeBrowser(): Promise<void>;
  /** The server's log so far (verification codes are written there). */
  output(): string;
}

// One real server per file and one browser profile per test, as every journey file needs them. `motion`: the profiles
// show antd's motion (harness newBrowserContext).
export function journeyOnServer({ motion = false, ...options }: ServerOptions & { motion?: boolean } = {}): Journey {
  let server: RunningServer | null = null;
  let browser: BrowserContext | null = null;
  const closeBrowser = async () => {
    await browser?.close();
    browser = null;
  };
  beforeAll(async () => {
    server = await startSeededServer(options);
  });
  afterAll(async () => {
    await server?.stop();
  });
  afterEach(closeBrowser);
  const url = () => {
    if (!server) throw new Error('the journey server has not started');
    return server.url;
  };
  return {
    url,
    closeBrowser,
    output: () => server?.output() ?? '',
    async open(kind, username, skip, options = {}) {
      if (options.fresh) await closeBrowser();
      browser ??= await newBrowserContext(skip, { motion });
      return signIn(browser, url(), kind, username);
    },
  };
}
