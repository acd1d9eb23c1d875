import path from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrowserContext, ROOT, startSeededServer, type RunningServer } from './harness';
import { signIn } from './shell-journeys';

const WAIT = { timeout: 20_000 };
const AXE_SCRIPT = path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');
const WCAG_AA: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } };
type AxeWindow = Window & { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * axe-core's WCAG 2 A and AA rules over the page as it stands, once its calls and motions are over (a colour read
 * mid-fade is not the colour shown). Returns the serious and critical violations, one line each with an example.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => document.getAnimations().length), WAIT).toBe(0);
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async (options) => {
    const { violations: found } = await (window as unknown as AxeWindow).axe.run(document, options);
    return found.map(({ id, impact, nodes }) => ({
      id,
      impact,
      count: nodes.length,
      example: `${nodes[0]?.target.join(' ') ?? ''}: ${nodes[0]?.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`,
    }));
  }, WCAG_AA);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) on ${v.count} elements, e.g. ${v.example}`);
}

describe('accessibility (axe-core, WCAG 2 A/AA) in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: BrowserContext | null = null;

  beforeAll(async () => {
    server = await startSeededServer();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds no serious or critical violation on the sign-in page, before and after a refused submit', async (ctx) => {
    browser ??= await newBrowserContext((reason) => ctx.skip(reason));
    const page = await browser.newPage();
    await page.goto(`${server.url}/#/login`);
    await page.locator('input[type="password"]').waitFor({ state: 'visible', ...WAIT });
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('button[type="submit"]').click();
    await page.getByText('请输入密码', { exact: true }).waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('finds no serious or critical violation on a list screen of the signed-in shell (the operation log)', async (ctx) => {
    browser ??= await newBrowserContext((reason) => ctx.skip(reason));
    const page = await signIn(browser, server.url, '园区管理', 'operator');
    await page.getByText('当前园区：张江科创园').waitFor(WAIT);
    await page.goto(`${server.url}/#/system/log`);
    await page.getByText(/共 \d+ 条/).waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
