import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { opened } from './dialog';
import { filledTemplate, roomLines } from '../server/estate-import/workbook';
import { newBrowserContext, startSeededServer, tempDir, traceApi, type RunningServer } from './harness';
import { landed, signIn, type LoginKind } from './shell-journeys';

const WAIT = { timeout: 20_000 };

// The journeys share one server and run in order: each builds on the estate the previous one left.
describe('park estate in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: BrowserContext | null = null;
  const files = tempDir('park-e2e-import-');

  beforeAll(async () => {
    server = await startSeededServer();
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(files, { recursive: true, force: true });
  });
  afterEach(async () => {
    await browser?.close();
    browser = null;
  });

  async function open(kind: LoginKind, username: string, skip: (reason: string) => void): Promise<Page> {
    browser ??= await newBrowserContext(skip);
    return signIn(browser, server.url, kind, username);
  }

  async function estateOfOperator(skip: (reason: string) => void): Promise<Page> {
    const page = await open('园区管理', 'operator', skip);
    await page.getByText('当前园区：张江科创园').waitFor(WAIT);
    // The console goes on to the to-do home after the park is chosen: a page opened before then is overtaken.
    await landed(page);
    await page.goto(`${server.url}/#/park-build`);
    await page.getByText('张江科创园 · 楼宇管理').waitFor(WAIT);
    return page;
  }

  const node = (page: Page, text: string | RegExp) => page.locator('.ant-tree-treenode', { hasText: text });

  // A node that just appeared may still be inside its motion wrapper, where a click is lost: click once the motion
  // is over, and again if the node still did not open.
  async function expand(page: Page, text: string | RegExp) {
    const target = node(page, text).first();
    await target.waitFor(WAIT);
    const expanded = target.and(page.locator('[aria-expanded="true"]'));
    for (let attempt = 0; attempt < 10 && !(await expanded.count()); attempt += 1) {
      await page.locator('.ant-tree-treenode-motion').first().waitFor({ state: 'detached', ...WAIT });
      await target.locator('.ant-tree-switcher').click();
      await expanded.waitFor({ timeout: 3_000 }).catch(() => undefined);
    }
    expect(await target.getAttribute('aria-expanded')).toBe('true');
  }

  async function fillDialog(page: Page, values: Record<string, string>) {
    const dialog = page.getByRole('dialog');
    for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label).fill(value);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden', ...WAIT });
  }

  async function upload(page: Page, name: string, content: Buffer) {
    const file = path.join(files, name);
    fs.writeFileSync(file, content);
    await page.locator('input[type="file"]').setInputFiles(file);
  }

  it('lets an operator add a building, a floor and a room and find them in the tree', async (ctx) => {
    const page = await estateOfOperator((r) => ctx.skip(r));
    await page.getByRole('button', { name: '新增楼栋' }).click();
    await fillDialog(page, { 楼栋名称: 'E座', 楼栋编号: '9' });
    await node(page, 'E座（编号 9）').waitFor(WAIT);

    await node(page, 'E座（编号 9）').getByRole('button', { name: '新增楼层' }).click();
    await fillDialog(page, { 楼层名称: '9层', 楼层编号: '9' });
    await node(page, '9层（0 间）').waitFor(WAIT);

    await node(page, '9层（0 间）').getByRole('button', { name: '新增房间' }).click();
    await fillDialog(page, { 房间名称: '901室', 房间编号: '901', '面积（㎡）': '66.5' });
    await node(page, '901室（901，66.5㎡）').waitFor(WAIT);
    await node(page, '9层（1 间）').waitFor(WAIT);
  });

  it('imports a filled template of 200 rooms and shows all of them', async (ctx) => {
    const page = await estateOfOperator((r) => ctx.skip(r));
    await upload(page, '两百间.xlsx', await filledTemplate(roomLines(200, 20)));
    await page.getByText('共 200 行，成功 200 行，错误 0 行').waitFor(WAIT);
    for (const building of ['20号楼（编号 20）', '21号楼（编号 21）', '22号楼（编号 22）', '23号楼（编号 23）']) {
      await expand(page, building);
    }
    await expect.poll(() => node(page, /^\d层（10 间）/).count(), WAIT).toBe(20);
    await expand(page, '1层（10 间）');
    await expect.poll(() => node(page, /^\d{3}室（\d{3}，\d+㎡）(?!\s*·)/).count(), WAIT).toBe(10);
  });

  it('imports nothing from a template with two bad rows and names both', async (ctx) => {
    const page = await estateOfOperator((r) => ctx.skip(r));
    const lines = roomLines(10, 30);
    lines[2] = ['30', '30号楼', '1', '1层', '103', '103室', -1];
    lines[5] = ['30', '30号楼', '1', '1层', '106', '', 50];
    await upload(page, '两行有误.xlsx', await filledTemplate(lines));
    await page.getByText('第 4 行：面积必须是大于0且不超过1000000的数字').waitFor(WAIT);
    await page.getByText('第 7 行：缺少房间名称').waitFor(WAIT);
    await page.getByText('共 10 行，成功 0 行，错误 2 行').waitFor(WAIT);
    await page.reload();
    await page.getByText('张江科创园 · 楼宇管理').waitFor(WAIT);
    await node(page, '20号楼（编号 20）').waitFor(WAIT);
    expect(await node(page, '30号楼').count()).toBe(0);
  });

  it('lets the admin disable a park, which then leaves the park chooser', async (ctx) => {
    const page = await open('园区管理', 'admin', (r) => ctx.skip(r));
    const trace = traceApi(page);
    ctx.onTestFailed(() => trace.dump());
    await page.getByText('选择要进入的园区').waitFor(WAIT);
    await page.getByRole('listitem', { name: '中关村软件园' }).waitFor(WAIT);
    await page.getByRole('listitem', { name: '张江科创园' }).locator('button').click();
    await page.getByText('当前园区：张江科创园').waitFor(WAIT);
    // The console goes on to the to-do home after the park is chosen: a page opened before then is overtaken.
    await landed(page);
    await page.goto(`${server.url}/#/park`);
    const row = page.getByRole('row', { name: /中关村软件园/ });
    // The profile asks for reduced motion (harness newBrowserContext): the dialog appears without antd's zoom (its
    // motion is only prepared for a frame, never started).
    await page.evaluate(() => {
      const seen = window as unknown as { zoomSeen?: boolean };
      seen.zoomSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[class*="zoom-appear-start"], [class*="zoom-appear-active"]')) seen.zoomSeen = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    });
    await row.getByRole('button', { name: /停\s*用/ }).click();
    const dialog = await opened(page.getByRole('dialog'));
    expect(await page.evaluate(() => (window as unknown as { zoomSeen?: boolean }).zoomSeen)).toBe(false);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await row.getByRole('button', { name: /启\s*用/ }).waitFor(WAIT);

    await page.goto(`${server.url}/#/`);
    await page.getByText('选择要进入的园区').waitFor(WAIT);
    await page.getByRole('listitem', { name: '张江科创园' }).waitFor(WAIT);
    expect(await page.getByRole('listitem', { name: '中关村软件园' }).count()).toBe(0);
  });
});
