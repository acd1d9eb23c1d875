import type { BrowserContext, Page } from 'playwright-core';

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

export async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage));
}
