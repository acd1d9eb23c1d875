import { describe, expect, it, onTestFailed } from 'vitest';
import { traceApi } from './harness';
import { journeyOnServer, landed } from './shell-journeys';
import { choose } from './select';

const WAIT = { timeout: 20_000 };

// The company life tree: an operator picks a company, reads its timeline and chart, adds a milestone and compares
// companies; the company opens its own tree.
describe('company life tree in Chromium against the real server', () => {
  const journey = journeyOnServer();
  const open = journey.open;


  it('lets an operator read a tree, add a milestone and compare two companies', async (ctx) => {
    const page = await open('园区管理', 'operator', (reason) => ctx.skip(reason));
    const trace = traceApi(page);
    onTestFailed(() => trace.dump());
    await page.getByText('当前园区：张江科创园').waitFor(WAIT);
    // The console goes on to the to-do home after the park is chosen: a page opened before then is overtaken.
    await landed(page);
    await page.goto(`${journey.url()}/#/companyTree`);
    await page.getByText('请选择企业查看其生命树').waitFor(WAIT);
    await choose(page, '选择企业', '星云智能科技有限公司（已入驻）', '星云');
    await page.getByText('高新技术企业').first().waitFor(WAIT);
    await page.getByText('注册账号').waitFor(WAIT);
    // The chart drew on its canvas.
    await page.locator('[role="img"] canvas').first().waitFor(WAIT);

    await page.getByRole('button', { name: '新增里程碑' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('专利', { exact: true }).click();
    await dialog.getByRole('textbox', { name: '专利名称' }).fill('一种园区能耗预测方法');
    await dialog.getByRole('textbox', { name: '日期' }).fill('2025-03-18');
    // Enter takes the typed day (and submits nothing); 确定 saves it.
    await dialog.getByRole('textbox', { name: '日期' }).press('Enter');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('一种园区能耗预测方法').waitFor(WAIT);

    const url = new URL(page.url().replace('#/', ''));
    await page.goto(`${journey.url()}/#/companyTreeRatio?ids=${url.searchParams.get('id')}`);
    await choose(page, '选择企业', '智造机器人有限公司（已入驻）', '智造');
    await page.getByRole('button', { name: '开始对比' }).click();
    await page.getByRole('columnheader', { name: '智造机器人有限公司' }).waitFor(WAIT);
    expect(await page.getByRole('columnheader', { name: '星云智能科技有限公司' }).count()).toBe(1);
    expect(await page.getByText(/专利 \d/).count()).toBeGreaterThan(0);
  });

  it('lets the company open its own tree', async (ctx) => {
    const page = await open('入驻企业', 'company', (reason) => ctx.skip(reason));
    const trace = traceApi(page);
    onTestFailed(() => trace.dump());
    await page.waitForURL((url) => !url.hash.startsWith('#/login'), WAIT);
    await page.goto(`${journey.url()}/#/companyTree`);
    await page.getByText('成长时间线').waitFor(WAIT);
    await page.getByText('高新技术企业').first().waitFor(WAIT);
    expect(await page.getByRole('combobox', { name: '选择企业' }).count()).toBe(0);
  });
});
