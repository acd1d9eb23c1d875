import type { BrowserContext, Page, Request } from 'playwright-core';
import { messageStreamCalls } from '@contract/calls/messages';
import { median, sleep } from './stats';

export interface RouteSwitchBench {
  clickMedianMs: number;
  clickSamplesMs: number[];
  reloadMedianMs: number;
  reloadSamplesMs: number[];
}

const SWITCHES = 5;
const FIRST_ROW = '.ant-table-tbody tr.ant-table-row';
const QUIET_MS = 500;

// Playwright's 'networkidle' never comes once signed in: the tab's message stream stays open. Quiet here is what
// networkidle means (nothing in flight for 500 ms), the stream aside.
const inFlight = new WeakMap<Page, Set<Request>>();

function track(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (!request.url().includes(messageStreamCalls.stream.path)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

async function quiet(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('page not tracked');
  let quietSince = performance.now();
  while (performance.now() - quietSince < QUIET_MS) {
    await sleep(50);
    if (open.size > 0) quietSince = performance.now();
  }
}

export async function signInOperator(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  track(page);
  await page.goto(`${url}/#/login`);
  await page.getByText('园区管理', { exact: true }).click();
  await page.getByPlaceholder('请输入用户名').fill('operator');
  await page.getByPlaceholder('请输入密码').fill('Park@2026');
  await page.locator('button[type="submit"]').click();
  await page.getByText('当前园区：张江科创园').waitFor({ timeout: 30_000 });
  await quiet(page);
  return page;
}

async function leaveToHome(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.location.hash = '#/';
  });
  await page.locator(FIRST_ROW).first().waitFor({ state: 'detached', timeout: 10_000 });
  await quiet(page);
}

// Operation log (系统管理 › 操作日志) opened from the menu, against the same URL reloaded; both until the first row shows.
export async function benchRouteSwitch(page: Page): Promise<RouteSwitchBench> {
  const clickSamplesMs: number[] = [];
  const reloadSamplesMs: number[] = [];
  for (let i = 0; i < SWITCHES; i += 1) {
    await leaveToHome(page);
    // The submenu is opened before the clock starts: the measured click is the one on the entry itself.
    const entry = page.getByRole('menuitem', { name: '操作日志' });
    if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: '系统管理' }).click();
    await entry.waitFor({ state: 'visible' });
    const started = performance.now();
    await entry.click();
    await page.locator(FIRST_ROW).first().waitFor({ state: 'visible', timeout: 20_000 });
    clickSamplesMs.push(performance.now() - started);
  }
  for (let i = 0; i < SWITCHES; i += 1) {
    await quiet(page);
    const started = performance.now();
    await page.reload({ waitUntil: 'commit' });
    await page.locator(FIRST_ROW).first().waitFor({ state: 'visible', timeout: 20_000 });
    reloadSamplesMs.push(performance.now() - started);
  }
  return {
    clickMedianMs: median(clickSamplesMs),
    clickSamplesMs,
    reloadMedianMs: median(reloadSamplesMs),
    reloadSamplesMs,
  };
}
