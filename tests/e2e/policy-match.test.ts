import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { opened } from './dialog';
import { traceApi } from './harness';
import { hashPathOf, journeyOnServer } from './shell-journeys';
import { choose } from './select';

const WAIT = { timeout: 15_000 };
const TITLE = '张江科创园人工智能企业算力补贴实施细则';
const NEBULA = '星云智能科技有限公司';

// The sign-in lands on the first menu by itself; going elsewhere before that would be overtaken by it.
const landed = (page: Page) => expect.poll(() => hashPathOf(page), WAIT).not.toMatch(/^\/(login)?$/);

// One journey on one server: the operator writes a policy with a condition, puts it on shelf, sees the company that
// meets it with the reason and messages it; the company opens the message and sees the policy and its own match.
describe('a policy with conditions reaches the companies that meet it', () => {
  const journey = journeyOnServer();

  it('runs from the policy form to the company reading its match', async (ctx) => {
    const operator = await journey.open('园区管理', 'operator', (r) => ctx.skip(r), { fresh: true });
    const trace = traceApi(operator);
    ctx.onTestFailed(() => trace.dump());
    await landed(operator);
    await operator.goto(`${journey.url()}/#/public-service/policy`);
    await operator.getByRole('button', { name: '新增政策' }).click();
    await choose(operator, '分类', '产业扶持');
    await operator.getByRole('textbox', { name: '标题' }).fill(TITLE);
    await operator.getByRole('textbox', { name: '发布机构' }).fill('张江科创园管理办公室');
    await choose(operator, '政策级别', '园区级');
    await operator.locator('.ql-editor').click();
    await operator.keyboard.type('对人工智能企业的算力采购给予补贴。');
    await operator.getByRole('button', { name: '添加条件' }).click();
    await choose(operator, '第1条条件取值', '人工智能');
    await operator.getByRole('button', { name: /确\s*定/ }).click();

    const row = operator.getByRole('row', { name: new RegExp(TITLE) });
    await row.getByRole('button', { name: '上架' }).click();
    await row.getByText('已上架').waitFor(WAIT);
    await row.getByRole('button', { name: '详情' }).click();
    await operator.getByTestId('policy-conditions').getByText('所属行业属于人工智能').waitFor(WAIT);
    const match = operator.getByRole('row', { name: new RegExp(NEBULA) });
    await match.getByText('所属行业为人工智能，满足「属于人工智能」').waitFor(WAIT);
    expect(await operator.getByRole('row', { name: /智造机器人有限公司/ }).count()).toBe(0);
    await operator.getByRole('button', { name: '通知全部符合企业' }).click();
    await operator.getByRole('dialog').getByText('将通过消息中心通知全部符合条件的 1 家企业，确定发送吗？').waitFor(WAIT);
    await (await opened(operator.getByRole('dialog'))).getByRole('button', { name: '发送通知' }).click();
    await operator.getByText('已通知 1 家企业（1 个账号），跳过 0 家').waitFor(WAIT);
    await match.getByText(/^已通知 \d{4}-/).waitFor(WAIT);
    // A second click asks first and sends nothing twice: the company was told already.
    await operator.getByRole('button', { name: '通知全部符合企业' }).click();
    const again = operator.getByRole('dialog');
    await again.getByText('全部符合条件的 1 家企业均已通知过，无需重复发送。').waitFor(WAIT);
    expect(await again.getByRole('button', { name: '发送通知' }).isDisabled()).toBe(true);
    await again.getByRole('button', { name: /取\s*消/ }).click();

    const company = await journey.open('入驻企业', 'company', (r) => ctx.skip(r), { fresh: true });
    await landed(company);
    await company.goto(`${journey.url()}/#/messages`);
    const message = company.getByRole('row', { name: new RegExp(`您的企业符合政策「${TITLE}」的申报条件`) });
    await message.first().waitFor(WAIT);
    expect(await message.count()).toBe(1);
    await message.getByRole('button', { name: '查看' }).click();
    await company.getByTestId('my-policy-match').getByText('符合申报条件').waitFor(WAIT);
    await company.getByTestId('my-policy-match').getByText('所属行业为人工智能，满足「属于人工智能」').waitFor(WAIT);
    await company.getByText('对人工智能企业的算力采购给予补贴。').waitFor(WAIT);
    expect(await company.getByText(TITLE).count()).toBeGreaterThan(0);
  });
});
