import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hashPathOf, journeyOnServer, landed, type LoginKind } from './shell-journeys';
import { choose } from './select';
import { upload } from './upload';

const WAIT = { timeout: 20_000 };
// A 1×1 PNG: the uploader and the file service both check the first bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

// One journey on one server: the company checks in, an operator passes it, the company comes back settled.
describe('check-in: newcompany applies, operator passes, the company is settled', () => {
  const journey = journeyOnServer();

  // Every sign-in starts from an empty browser profile.
  const open = (kind: LoginKind, username: string, skip: (reason: string) => void) => journey.open(kind, username, skip, { fresh: true });

  const step = (page: Page, name: string) => page.getByRole('form', { name });

  it('runs from the check-in dialog to a settled company that sees the audit message', async (ctx) => {
    const company = await open('入驻企业', 'newcompany', (r) => ctx.skip(r));
    const dialog = company.getByRole('dialog');
    await dialog.getByText('尚未办理入驻').waitFor(WAIT);
    await dialog.getByRole('button', { name: '去填写企业信息' }).click();
    await expect.poll(() => hashPathOf(company), WAIT).toBe('/companyManage-detail');

    const basic = step(company, '基本信息');
    await basic.waitFor(WAIT);
    await basic.getByLabel('企业名称').fill('未来新材料有限公司');
    // A wrong value is told under its field, in the contract's words, as soon as the control is left.
    await basic.getByLabel('统一社会信用代码').fill('12345');
    await basic.getByLabel('法定代表人').fill('吴芳');
    await basic.getByText('「统一社会信用代码」应为18位数字或大写字母').waitFor(WAIT);
    await basic.getByLabel('统一社会信用代码').fill('91310115MA1001X1Q9');
    await basic.getByText('「统一社会信用代码」应为18位数字或大写字母').waitFor({ state: 'detached', ...WAIT });
    await basic.getByLabel('成立日期').click();
    await basic.getByLabel('成立日期').fill('2020-05-01');
    await basic.getByLabel('成立日期').press('Enter');
    await choose(basic, '所属行业', '其他');
    await upload(basic, { name: '营业执照.png', mimeType: 'image/png', buffer: PNG });
    await basic.getByRole('button', { name: '下一步' }).click();

    const business = step(company, '经营信息');
    await business.getByLabel('注册资本（元）').waitFor({ state: 'visible', ...WAIT });
    await business.getByLabel('注册资本（元）').fill('8000000.5');
    await business.getByLabel('员工人数').fill('30');
    await business.getByRole('button', { name: '下一步' }).click();

    const ip = step(company, '知识产权');
    await ip.getByLabel('专利数量').waitFor({ state: 'visible', ...WAIT });
    await ip.getByLabel('专利数量').fill('2');
    await ip.getByRole('button', { name: /提\s*交/ }).click();
    await company.getByText('待审核', { exact: true }).waitFor(WAIT);
    await company.getByRole('button', { name: '撤回申请' }).waitFor(WAIT);

    const operator = await open('园区管理', 'operator', (r) => ctx.skip(r));
    await operator.getByText('当前园区：张江科创园').waitFor(WAIT);
    // The console goes on to the to-do home after the park is chosen: a page opened before then is overtaken.
    await landed(operator);
    await operator.goto(`${journey.url()}/#/enterprise/checkcompany?name=${encodeURIComponent('未来新材料')}`);
    const row = operator.getByRole('row', { name: /未来新材料有限公司/ });
    await row.waitFor(WAIT);
    await row.getByRole('button', { name: /通\s*过/ }).click();
    const confirm = operator.getByRole('dialog');
    await confirm.getByText('确定通过「未来新材料有限公司」的入驻申请吗？', { exact: false }).waitFor(WAIT);
    await confirm.getByRole('button', { name: /通\s*过/ }).click();
    await row.waitFor({ state: 'detached', ...WAIT });

    const settled = await open('入驻企业', 'newcompany', (r) => ctx.skip(r));
    await expect.poll(() => hashPathOf(settled), WAIT).toBe('/home');
    await settled.getByRole('menuitem', { name: '企业管理' }).click();
    await expect.poll(() => hashPathOf(settled), WAIT).toBe('/companyManage-detail');
    await settled.getByText('已入驻', { exact: true }).waitFor(WAIT);
    expect(await settled.getByRole('dialog').count()).toBe(0);
    await settled.goto(`${journey.url()}/#/staffManage`);
    await expect.poll(() => hashPathOf(settled), WAIT).toBe('/staffManage');
    // The guard renders the screen only for a settled company: its own button is the sign it has decided.
    await settled.getByRole('button', { name: '新增员工' }).waitFor(WAIT);
    expect(await settled.getByText('尚未办理入驻').count()).toBe(0);
    expect(await settled.getByRole('dialog').count()).toBe(0);

    await settled.getByRole('button', { name: /^消息/ }).click();
    await settled.getByText('入驻申请已通过').waitFor(WAIT);
  });
});
