import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newBrowserContext, traceApi } from './harness';
import { journeyOnServer, landed, signIn } from './shell-journeys';
import { choose } from './select';

const WAIT = { timeout: 15_000 };
const POLICY = '上海市高新技术企业认定奖励办法（2026年修订）';

// The company asks about a policy, the operator replies in the thread, the company reads the message and the reply.
describe('service consultation: ask, reply, read', () => {
  const journey = journeyOnServer();
  const idOf = (page: Page) => page.evaluate(() => new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('id') ?? '');

  it('runs from the question to the reply the company reads', async (ctx) => {
    const company = await landed(await journey.open('入驻企业', 'company', (r) => ctx.skip(r)));
    const trace = traceApi(company);
    ctx.onTestFailed(() => trace.dump());
    const operatorBrowser = await newBrowserContext((r) => ctx.skip(r));
    try {
      const operator = await landed(await signIn(operatorBrowser, journey.url(), '园区管理', 'operator'));

      await company.goto(`${journey.url()}/#/front-createAdviceOrder`);
      await choose(company, '咨询对象', POLICY);
      await company.getByLabel('咨询内容').fill('首次认定的奖励何时发放？');
      await company.getByRole('button', { name: '提交咨询' }).click();
      await company.getByRole('article', { name: /提问/ }).getByText('首次认定的奖励何时发放？').waitFor(WAIT);
      const id = await idOf(company);
      expect(id).toMatch(/^\d+$/);

      await operator.goto(`${journey.url()}/#/adviceOrderDetail?id=${id}`);
      await operator.getByText('首次认定的奖励何时发放？').waitFor(WAIT);
      await operator.getByLabel('答复内容').fill('认定通过后30个工作日内发放。');
      await operator.getByRole('button', { name: /发送答复/ }).click();
      await operator.getByRole('article', { name: /答复/ }).waitFor(WAIT);

      await company.goto(`${journey.url()}/#/messages`);
      await company.getByText(`您的咨询「${POLICY}」已答复`).first().waitFor(WAIT);
      await company.goto(`${journey.url()}/#/front-advice-order?id=${id}`);
      await company.getByRole('article', { name: /答复/ }).getByText('认定通过后30个工作日内发放。').waitFor(WAIT);
      await company.getByLabel('追问内容').waitFor(WAIT);
    } finally {
      await operatorBrowser.close();
    }
  });
});
