import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newBrowserContext, traceApi } from './harness';
import { journeyOnServer, landed, signIn } from './shell-journeys';
import { choose } from './select';
import { upload } from './upload';

const WAIT = { timeout: 15_000 };
const SERVICE = '高新技术企业认定辅导';
// antd spaces a two-character button label ("查 看").
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const PDF = { name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };

// The company spends its seeded active voucher on the demo agency's service; the agency uploads the signed contract
// and delivers; the company confirms with scores and a grade; the agency requests redemption; the operator approves
// it and the batch's ledger shows the redeemed amount (seeded 18,000 + this voucher's 20,000).
describe('a voucher order from the spend to the redemption in the ledger', () => {
  const journey = journeyOnServer();
  // Opens a step's dialog (the last dialog: a drawer may be open under it), fills it and sends it.
  async function step(page: Page, button: string, fill?: (dialog: Locator) => Promise<void>) {
    await page.getByRole('button', { name: label(button) }).first().click();
    const dialog = page.locator('.ant-modal').last();
    await dialog.waitFor(WAIT);
    if (fill) await fill(dialog);
    await dialog.getByRole('button', { name: label(button) }).click();
    await dialog.waitFor({ state: 'hidden', ...WAIT });
  }
  async function openFirst(page: Page, within: Locator = page.locator('body')) {
    await within.locator('.ant-table-row').first().getByRole('button', { name: label('查看') }).click();
    await page.getByTestId('voucher-order').waitFor(WAIT);
  }

  it('spend, contract, delivery, confirmation, redemption request and approval', async (ctx) => {
    const company = await landed(await journey.open('入驻企业', 'company', (r) => ctx.skip(r)));
    const trace = traceApi(company);
    ctx.onTestFailed(() => trace.dump());
    const agencyBrowser = await newBrowserContext((r) => ctx.skip(r));
    const operatorBrowser = await newBrowserContext((r) => ctx.skip(r));
    try {
      await company.goto(`${journey.url()}/#/order/front-voucher-order`);
      await company.locator('.ant-table-row', { hasText: '可使用' }).first().getByRole('button', { name: label('查看') }).click();
      await choose(company, '选择机构服务', new RegExp(SERVICE));
      await company.getByLabel('服务需求').fill('申报高新技术企业，需要全程辅导');
      await company.getByRole('button', { name: /使用服务券下单/ }).click();
      await company.getByText('待签合同').first().waitFor(WAIT);

      const agency = await landed(await signIn(agencyBrowser, journey.url(), '服务机构', 'agency'));

      await agency.goto(`${journey.url()}/#/voucher-order`);
      await openFirst(agency);
      await step(agency, '上传合同', async (dialog) => {
        await dialog.getByLabel('合同金额（元）').fill('25000');
        await upload(dialog, PDF);
      });
      await step(agency, '交付', (dialog) => dialog.getByLabel('交付说明').fill('辅导完成，材料已提交'));
      await agency.getByTestId('voucher-order').getByText('已交付').first().waitFor(WAIT);

      await company.reload();
      await step(company, '确认完成');
      await company.getByText('已确认待核销').first().waitFor(WAIT);

      await agency.goto(`${journey.url()}/#/vouchers-manage-action`);
      await openFirst(agency);
      await step(agency, '申请核销');
      await agency.getByTestId('voucher-order').getByText('核销待审核').first().waitFor(WAIT);

      const operator = await landed(await signIn(operatorBrowser, journey.url(), '园区管理', 'operator'));
      await operator.goto(`${journey.url()}/#/vouchers-manage`);
      await operator.locator('.ant-table-row', { hasText: '2026年度科技创新券' }).getByRole('button', { name: label('查看') }).click();
      await operator.getByText('18,000.00').first().waitFor(WAIT);
      await operator.getByRole('tab', { name: '核销审核' }).click();
      await openFirst(operator, operator.getByRole('tabpanel', { name: '核销审核' }));
      await step(operator, '核销通过');
      await operator.getByTestId('voucher-order').getByText('已核销').first().waitFor(WAIT);
      expect(await operator.getByTestId('order-event').count()).toBe(6);
      await operator.keyboard.press('Escape');
      await operator.getByText('38,000.00').first().waitFor(WAIT);
    } finally {
      await agencyBrowser.close();
      await operatorBrowser.close();
    }
  });
});
