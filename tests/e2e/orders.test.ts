import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newBrowserContext, traceApi } from './harness';
import { journeyOnServer, landed, signIn } from './shell-journeys';
import { choose } from './select';
import { opened } from './dialog';
import { upload } from './upload';

const WAIT = { timeout: 15_000 };
const SERVICE = '代理记账与税务申报';
// antd spaces a two-character button label ("受 理").
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const PDF = { name: '服务发票（11月）.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };

// A company applies for a park service, the operator assigns it to the demo agency, the agency accepts, delivers and
// posts a receipt, the company confirms and rates; each party first reads the message asking it to act; the order
// then shows in the agency's cash settlement.
describe('a service application across the three host kinds', () => {
  const journey = journeyOnServer();
  const idOf = (page: Page) => page.evaluate(() => new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('id') ?? '');
  // The message asking the party to act, opened from the message centre.
  async function openMessage(page: Page, text: string) {
    await page.goto(`${journey.url()}/#/messages`);
    const row = page.getByRole('row', { name: new RegExp(text) }).first();
    await row.waitFor(WAIT);
    await row.getByRole('button', { name: label('查看') }).click();
    await page.getByText('处理记录').waitFor(WAIT);
  }
  async function step(page: Page, button: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
    await page.getByRole('button', { name: label(button) }).first().click();
    const dialog = await opened(page.getByRole('dialog'));
    if (fill) await fill(dialog);
    await dialog.getByRole('button', { name: label(button) }).click();
    await dialog.waitFor({ state: 'hidden', ...WAIT });
  }

  it('runs from the application to the rating, each party told to act', async (ctx) => {
    const company = await landed(await journey.open('入驻企业', 'company', (r) => ctx.skip(r)));
    const trace = traceApi(company);
    ctx.onTestFailed(() => trace.dump());
    const others = await newBrowserContext((r) => ctx.skip(r));
    const agencyBrowser = await newBrowserContext((r) => ctx.skip(r));
    try {
      await company.goto(`${journey.url()}/#/front-createCashOrder`);
      await choose(company, '申请事项', new RegExp(`【园区服务】${SERVICE}`));
      await company.getByLabel('需求描述').fill('每月代理记账，含季度申报');
      await company.getByRole('button', { name: /提交申请/ }).click();
      await company.getByText('处理记录').waitFor(WAIT);
      const id = await idOf(company);
      expect(id).toMatch(/^\d+$/);

      const operator = await landed(await signIn(others, journey.url(), '园区管理', 'operator'));
      await openMessage(operator, `新的服务申请「${SERVICE}」待受理`);
      expect(await idOf(operator)).toBe(id);
      await operator.getByRole('button', { name: label('指派') }).click();
      const assign = await opened(operator.getByRole('dialog'));
      await assign.getByLabel('选择启航企业服务中心').click();
      await assign.getByRole('button', { name: label('指派') }).click();
      await operator.locator('.ant-card-head').getByText('已指派').waitFor(WAIT);

      const agency = await landed(await signIn(agencyBrowser, journey.url(), '服务机构', 'agency'));
      await openMessage(agency, `园区指派了服务申请「${SERVICE}」，请受理`);
      await step(agency, '受理');
      await step(agency, '开始服务');
      await step(agency, '交付', (dialog) => dialog.getByLabel('说明（选填）').fill('已完成建账'));
      await step(agency, '上传回单', async (dialog) => {
        await dialog.getByLabel('金额').fill('1280.50');
        await upload(dialog, PDF);
      });
      await agency.getByText('1,280.50 人民币').waitFor(WAIT);
      // The receipt keeps its name for every party and downloads under it.
      const receipt = agency.getByRole('link', { name: '服务发票（11月）.pdf' }).first();
      await receipt.waitFor(WAIT);
      expect(await receipt.getAttribute('download')).toBe('服务发票（11月）.pdf');

      await openMessage(company, `服务申请「${SERVICE}」已交付，请确认完成并评价`);
      await step(company, '确认完成', (dialog) => dialog.getByLabel('评价（选填）').fill('专业高效'));
      await company.locator('.ant-card-head').getByText('已完成').waitFor(WAIT);
      await company.getByRole('link', { name: '服务发票（11月）.pdf' }).first().waitFor(WAIT);
      expect(await company.getByTestId('order-event').count()).toBe(7);

      // The confirmed cash order joins the agency's statement of this month (China time).
      await agency.goto(`${journey.url()}/#/cash-order?tab=settlement`);
      const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
      await agency.getByRole('row', { name: new RegExp(`^\\d+ ${month} `) }).getByRole('button', { name: label('查看') }).click();
      const statement = agency.getByRole('dialog');
      await statement.getByRole('cell', { name: id, exact: true }).waitFor(WAIT);
      await statement.getByRole('cell', { name: '1,280.50 人民币' }).waitFor(WAIT);
    } finally {
      await others.close();
      await agencyBrowser.close();
    }
  });
});
