import { describe, expect, it, onTestFailed } from 'vitest';
import { opened } from './dialog';
import type { Page } from 'playwright-core';
import { traceApi } from './harness';
import { journeyOnServer, landed } from './shell-journeys';
import { choose } from './select';

const WAIT = { timeout: 15_000 };
const SEEDED = 'B座地下车库的新能源充电桩经常被燃油车占用，希望园区加强管理。';
const previewBanners = (page: Page) => page.getByRole('list', { name: '预览横幅' }).getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));

// App content and company suggestions across the host kinds: the operator reorders the app's banners and sees the
// phone preview follow, then replies to a company's suggestion; the company reads the reply from its message and
// submits a new one. Two sign-ins: the seed holds a waiting suggestion of the demo company.
describe('app content and company suggestions in Chromium against the real server', () => {
  const journey = journeyOnServer();

  it('reorders banners with the preview following, and carries a suggestion reply to the company', async (ctx) => {
    const operator = await journey.open('园区管理', 'operator', (reason) => ctx.skip(reason));
    const operatorTrace = traceApi(operator);
    onTestFailed(() => operatorTrace.dump());
    await operator.getByText('当前园区：张江科创园').waitFor(WAIT);
    // The console goes on to the to-do home after the park is chosen: a page opened before then is overtaken.
    await landed(operator);
    await operator.goto(`${journey.url()}/#/appSet-manage`);
    await operator.getByRole('list', { name: '预览横幅' }).getByRole('listitem').first().waitFor(WAIT);
    expect(await previewBanners(operator)).toEqual(['企业服务开放日', '高新技术企业认定奖励', '科创企业信用贷']);
    // Every row holds its own buttons: a long line once pushed 编辑 / 删除 out of the row, onto the phone preview.
    const bannerRows = operator.getByRole('list', { name: '首页横幅顺序' }).getByRole('listitem');
    await bannerRows.first().waitFor(WAIT);
    expect(await bannerRows.evaluateAll((rows) => rows.filter((row) => row.scrollWidth > row.clientWidth).map((row) => row.getAttribute('aria-label')))).toEqual([]);
    await operator.getByRole('list', { name: '首页横幅顺序' }).getByRole('button', { name: '下移「企业服务开放日」' }).click();
    await expect.poll(() => previewBanners(operator), WAIT).toEqual(['高新技术企业认定奖励', '企业服务开放日', '科创企业信用贷']);

    await operator.goto(`${journey.url()}/#/enterprise/companySuggest`);
    const row = operator.getByRole('row').filter({ hasText: SEEDED });
    await row.getByRole('button', { name: /回\s*复/ }).click();
    await operator.getByRole('textbox', { name: '回复内容' }).fill('已安排保安巡查并张贴告示');
    await (await opened(operator.getByRole('dialog'))).getByRole('button', { name: /确\s*定/ }).click();
    await row.getByText('已回复').waitFor(WAIT);

    const company = await journey.open('入驻企业', 'company', (reason) => ctx.skip(reason), { fresh: true });
    const companyTrace = traceApi(company);
    onTestFailed(() => companyTrace.dump());
    await company.waitForURL((url) => !url.hash.startsWith('#/login'), WAIT);
    await company.goto(`${journey.url()}/#/messages`);
    await company.getByRole('row').filter({ hasText: '您的配套设施诉求已回复' }).getByRole('button', { name: /查\s*看/ }).click();
    await company.getByRole('dialog', { name: '诉求详情' }).getByText('已安排保安巡查并张贴告示').waitFor(WAIT);
    await company.getByRole('dialog', { name: '诉求详情' }).getByRole('button', { name: /^(Close|关闭)$/ }).click();
    await choose(company, '诉求类别', '配套设施');
    await company.getByRole('textbox', { name: '诉求内容' }).fill('希望在园区东门增设共享单车停放点');
    await company.getByRole('button', { name: /提\s*交/ }).click();
    await company.getByRole('cell', { name: '希望在园区东门增设共享单车停放点' }).waitFor(WAIT);
  });
});
