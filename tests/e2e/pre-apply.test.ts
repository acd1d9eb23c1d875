import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newBrowserContext, traceApi } from './harness';
import { journeyOnServer, landed, signIn } from './shell-journeys';
import { choose } from './select';

const WAIT = { timeout: 15_000 };
const POLICY = '上海市高新技术企业认定奖励办法（2026年修订）';

// One journey on one server: the company submits, the operator returns it, the company resubmits, the operator passes.
describe('policy pre-application: submit, return for changes, resubmit, pass', () => {
  const journey = journeyOnServer();
  // A sign-in is done when the console has left the login page for its first screen.
  // antd spaces out a two-character Chinese button label.
  const label = (text: string) => new RegExp(text.split('').join('\\s*'));

  const idOf = (page: Page) => page.evaluate(() => new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('id') ?? '');

  async function review(page: Page, id: string, decision: string, opinion: string | null, after: string) {
    const target = `${journey.url()}/#/preCheckDetail?id=${id}`;
    // Already there (the screen shows what it read then): read it again.
    if (page.url() === target) await page.reload();
    else await page.goto(target);
    await page.getByRole('button', { name: label(decision) }).click();
    const dialog = page.getByRole('dialog');
    if (opinion) await dialog.getByLabel('审核意见').fill(opinion);
    await dialog.getByRole('button', { name: label(decision) }).click();
    await page.locator('.ant-descriptions').getByText(after).waitFor(WAIT);
  }

  // The company and the operator each keep their own browser profile for the whole journey: two sign-ins, not four.
  it('runs from the company\'s form to a passed application with its whole history', async (ctx) => {
    const company = await landed(await journey.open('入驻企业', 'company', (r) => ctx.skip(r)));
    const trace = traceApi(company);
    ctx.onTestFailed(() => trace.dump());
    const operatorBrowser = await newBrowserContext((r) => ctx.skip(r));
    try {
      const operator = await landed(await signIn(operatorBrowser, journey.url(), '园区管理', 'operator'));

      await company.goto(`${journey.url()}/#/order/front-preApply-order`);
      await company.getByRole('button', { name: '新建预申报' }).click();
      await choose(company.getByRole('dialog'), '申报政策', POLICY);
      await company.getByRole('button', { name: '下一步' }).click();
      await company.getByText('申报条件核对').waitFor(WAIT);
      expect(await company.getByLabel('企业名称').inputValue()).toBe('星云智能科技有限公司');
      await company.getByLabel('申报说明').fill('已取得高新技术企业证书。');
      await company.getByRole('button', { name: '提交申报' }).click();
      await company.locator('.ant-descriptions').getByText('待审核').waitFor(WAIT);
      const id = await idOf(company);
      expect(id).toMatch(/^\d+$/);

      await operator.goto(`${journey.url()}/#/order/pre-check`);
      const row = operator.getByRole('row', { name: /星云智能科技有限公司.*上海市高新技术企业.*待审核/ });
      await row.getByRole('button', { name: label('审核') }).click();
      await expect.poll(() => idOf(operator), WAIT).toBe(id);
      await review(operator, id, '退回修改', '请上传高新技术企业证书。', '退回修改');

      await company.reload();
      await company.getByText('园区退回修改：请上传高新技术企业证书。').waitFor(WAIT);
      await company.getByLabel('申报说明').fill('已取得高新技术企业证书，证书编号 GR2026310001。');
      await company.getByRole('button', { name: '提交申报' }).click();
      await company.locator('.ant-descriptions').getByText('待审核').waitFor(WAIT);

      await review(operator, id, '通过', null, '已通过');
      const history = operator.locator('.ant-timeline-item');
      await expect.poll(() => history.count(), WAIT).toBe(4);
      await operator.getByText('审核意见：请上传高新技术企业证书。').waitFor(WAIT);
    } finally {
      await operatorBrowser.close();
    }
  });
});
