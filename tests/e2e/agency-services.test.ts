import { describe, expect, it } from 'vitest';
import { opened } from './dialog';
import { traceApi } from './harness';
import { hashPathOf, journeyOnServer, signIn } from './shell-journeys';
import { choose } from './select';
import { upload } from './upload';

const WAIT = { timeout: 20_000 };
// A 1×1 PNG: the uploader and the file service both check the first bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const AGENCY = '远景创新服务有限公司';
const SERVICE = '专精特新申报辅导';
const PHONE = '13812345678';

// One journey on one server: a new agency registers and completes its profile, the operator approves it; the agency
// adds a service and submits it, the operator approves it; a company finds it among the park's services.
describe('agency services: register, profile, service, two audits, a company sees it', () => {
  // Verification codes are written to the server's log at level info.
  const journey = journeyOnServer({ env: { LOG_LEVEL: 'info' } });

  it('runs from /regist to the service on the company’s screen', async (ctx) => {
    const skip = (r: string) => ctx.skip(r);
    const operator = await journey.open('园区管理', 'operator', skip);
    await operator.getByText('当前园区：张江科创园').waitFor(WAIT);
    // The agency works on the other name of the same server: another origin, so its own session beside the operator's.
    const agencyUrl = journey.url().replace('127.0.0.1', 'localhost');
    const page = await operator.context().newPage();
    await page.goto(`${agencyUrl}/#/regist?kind=agent`);
    await page.getByPlaceholder('请输入机构名称').fill(AGENCY);
    await page.getByPlaceholder('请输入用户名').fill('yuanjing');
    await page.getByPlaceholder('请输入手机号').fill(PHONE);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => new RegExp(`验证码 (\\d{6})（register，发往 ${PHONE}`).exec(journey.output())?.[1] ?? null, WAIT).not.toBeNull();
    const code = new RegExp(`验证码 (\\d{6})（register，发往 ${PHONE}`).exec(journey.output())?.[1] ?? '';
    await page.getByLabel('验证码').fill(code);
    await page.getByPlaceholder('请输入密码').fill('Park@2026');
    await page.getByPlaceholder('请再次输入密码').fill('Park@2026');
    await page.getByRole('button', { name: /注\s*册/ }).click();
    // Registered is signed in: the agency lands on its to-do home, then opens its info page.
    const agency = page;
    await expect.poll(() => hashPathOf(agency), WAIT).toBe('/home');
    await agency.getByRole('menuitem', { name: '机构信息' }).click();
    const trace = traceApi(agency);
    ctx.onTestFailed(() => trace.dump());
    await agency.getByRole('button', { name: /完善机构信息|修改机构信息/ }).click();
    const profile = agency.locator('form');
    await profile.getByLabel('统一社会信用代码').waitFor(WAIT);
    await profile.getByLabel('机构名称').fill(AGENCY);
    await profile.getByLabel('统一社会信用代码').fill('91310115MA1H9QX7LT');
    await upload(profile, { name: '营业执照.png', mimeType: 'image/png', buffer: PNG });
    await profile.getByLabel('法定代表人').fill('赵远');
    await profile.getByLabel('联系人', { exact: true }).fill('钱景');
    await profile.getByLabel('联系电话').fill(PHONE);
    await choose(profile, '所在省份', '北京市');
    await choose(profile, '所在城市', '市辖区');
    await choose(profile, '所在区县', '海淀区');
    await profile.getByLabel('详细地址').fill('中关村大街27号');
    await choose(profile, '服务类型', '政策申报');
    await profile.locator('.ql-editor').fill('专注企业资质与政策申报。');
    await profile.getByRole('button', { name: /提交审核/ }).click();
    await agency.getByText('已提交审核').waitFor(WAIT);

    // Registered and complete: the agency waits in orgCompanyCheck.
    await operator.goto(`${journey.url()}/#/organization/orgCompanyCheck`);
    const applied = operator.getByRole('row', { name: new RegExp(AGENCY) });
    await applied.getByRole('button', { name: /通\s*过/ }).click();
    await (await opened(operator.getByRole('dialog'))).getByRole('button', { name: /通\s*过/ }).click();
    await applied.waitFor({ state: 'detached', ...WAIT });

    await agency.goto(`${agencyUrl}/#/service-content/org-serve-write`);
    const form = agency.locator('form');
    await form.getByLabel('服务名称').fill(SERVICE);
    await choose(form, '服务类型', '政策申报');
    await form.getByLabel('最低价格（元）').fill('5000');
    await form.getByLabel('最高价格（元）').fill('12000');
    await form.getByLabel('企业获得').fill('申报材料与辅导报告');
    await form.locator('.ql-editor').fill('一对一辅导专精特新申报。');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await agency.getByText('已提交审核').waitFor(WAIT);
    await agency.getByRole('row', { name: new RegExp(SERVICE) }).getByText('待审核').waitFor(WAIT);

    await operator.goto(`${journey.url()}/#/organization/orgServiceCheck`);
    const waiting = operator.getByRole('row', { name: new RegExp(SERVICE) });
    await waiting.getByText(AGENCY).waitFor(WAIT);
    await waiting.getByRole('button', { name: /通\s*过/ }).click();
    await (await opened(operator.getByRole('dialog'))).getByRole('button', { name: /通\s*过/ }).click();
    await waiting.waitFor({ state: 'detached', ...WAIT });

    // The operator is done: the company signs in on that origin.
    const company = await signIn(operator.context(), journey.url(), '入驻企业', 'company');
    await expect.poll(() => hashPathOf(company), WAIT).not.toBe('/login');
    await company.goto(`${journey.url()}/#/front-services`);
    const listed = company.getByRole('row', { name: new RegExp(SERVICE) });
    await listed.getByText(AGENCY).waitFor(WAIT);
    await listed.getByText('5,000.00 ~ 12,000.00 人民币').waitFor(WAIT);
    await listed.getByRole('button', { name: /查\s*看/ }).click();
    await company.getByText('一对一辅导专精特新申报。').waitFor(WAIT);
    await company.getByRole('button', { name: '申请服务' }).waitFor(WAIT);

    // The service leads to its agency, whose profile and strength the company reads (issue 20).
    await company.getByRole('button', { name: '查看机构' }).click();
    await company.getByText('实力介绍').waitFor(WAIT);
    await company.getByText('专注企业资质与政策申报。').waitFor(WAIT);
    // The company's menu reaches what the park publishes: its news.
    await company.getByRole('menuitem', { name: '公共服务' }).hover();
    await company.getByRole('menuitem', { name: '新闻资讯' }).click();
    await expect.poll(() => hashPathOf(company), WAIT).toBe('/public-service/front-news');
    await company.getByRole('columnheader', { name: '来源' }).waitFor(WAIT);
  });
});
