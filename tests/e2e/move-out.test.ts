import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { traceApi } from './harness';
import { journeyOnServer } from './shell-journeys';

const WAIT = { timeout: 20_000 };
const COMPANY = '智造机器人有限公司';

describe('moving a company out in Chromium against the real server', () => {
  const journey = journeyOnServer();
  const open = journey.open;

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

  async function roomsOfFirstFloor(page: Page) {
    await page.goto(`${journey.url()}/#/park-build`);
    await page.getByText('张江科创园 · 楼宇管理').waitFor(WAIT);
    await expand(page, 'A座（编号 1）');
    await expand(page, /^1层（\d+ 间）/);
    return node(page, /^102室（102，/).first();
  }

  it('lets the operator move a settled company out on settlecompany, and its room shows as free in the estate tree', async (ctx) => {
    const page = await open('园区管理', 'operator', (r) => ctx.skip(r));
    const trace = traceApi(page);
    ctx.onTestFailed(() => trace.dump());
    await page.getByText('当前园区：张江科创园').waitFor(WAIT);

    const before = await roomsOfFirstFloor(page);
    await expect.poll(() => before.textContent(), WAIT).toContain(`· ${COMPANY}`);

    await page.goto(`${journey.url()}/#/enterprise/settlecompany`);
    const row = page.getByRole('row', { name: new RegExp(COMPANY) });
    await row.getByText('A座 1层 102室').waitFor(WAIT);
    await row.getByRole('button', { name: /迁\s*出/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('将释放房间：A座 1层 102室', { exact: false }).waitFor(WAIT);
    await dialog.getByLabel('迁出原因').fill('租约到期，迁往新厂区');
    await dialog.getByRole('button', { name: '确认迁出' }).click();
    await page.getByText('迁出成功').waitFor(WAIT);
    await row.getByText('已迁出').waitFor(WAIT);
    expect(await row.getByRole('button', { name: /迁\s*出/ }).count()).toBe(0);

    const after = await roomsOfFirstFloor(page);
    await expect.poll(() => after.textContent(), WAIT).not.toContain('·');
  });
});
