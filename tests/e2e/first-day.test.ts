import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newBrowserContext, traceApi } from './harness';
import { hashPathOf, journeyOnServer, landed, signIn } from './shell-journeys';
import { choose } from './select';
import { opened } from './dialog';
import { upload } from './upload';

const WAIT = { timeout: 20_000 };
// A whole first day is some forty steps across three browsers.
const JOURNEY_TIMEOUT = 300_000;
// A 1×1 PNG: the uploader and the file service both check the first bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };
const PASSWORD = 'Park@2026';
const PARK = '张江科创园';
// antd spaces a two-character button label ("通 过").
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

// The error shown under the field labelled `name` (the innermost form item holding that control), not a toast.
function errorAt(scope: Locator | Page, name: string): Locator {
  const page = 'keyboard' in scope ? scope : scope.page();
  return scope
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(name, { exact: true }) })
    .last()
    .locator('.ant-form-item-explain-error');
}


// The first day of each host kind, from nothing: registration on #/regist to the work the account exists for.
// Each form is first tried with one wrong value, whose error must sit under its field.
describe('first day: a company and an agency start from registration', () => {
  // Verification codes are written to the server's log at level info.
  const journey = journeyOnServer({ env: { LOG_LEVEL: 'info' } });

  const codeSentTo = async (phone: string) => {
    const pattern = new RegExp(`验证码 (\\d{6})（register，发往 ${phone}`);
    await expect.poll(() => pattern.exec(journey.output())?.[1] ?? null, WAIT).not.toBeNull();
    return pattern.exec(journey.output())?.[1] ?? '';
  };

  // Fills #/regist; the username first tried is a taken one, refused under its field, then corrected.
  async function register(page: Page, values: { kind: '入驻企业' | '服务机构'; name: string; username: string; phone: string }) {
    await page.goto(`${journey.url()}/#/regist`);
    await page.getByRole('radio', { name: values.kind }).check();
    const form = page.locator('form');
    await form.getByLabel(values.kind === '入驻企业' ? '企业名称' : '机构名称').fill(values.name);
    if (values.kind === '入驻企业') {
      await choose(form, '省', '上海市');
      await choose(form, '入驻园区', PARK, '张江');
    }
    await form.getByLabel('用户名').fill(values.kind === '入驻企业' ? 'company' : 'agency');
    await form.getByLabel('手机号').fill(values.phone);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('验证码已发送').waitFor(WAIT);
    await form.getByLabel('验证码').fill(await codeSentTo(values.phone));
    await form.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await form.getByLabel('确认密码').fill(PASSWORD);
    await form.getByRole('button', { name: label('注册') }).click();
    await errorAt(form, '用户名').getByText('用户名已存在').waitFor(WAIT);
    await form.getByLabel('用户名').fill(values.username);
    await errorAt(form, '用户名').waitFor({ state: 'detached', ...WAIT });
    await form.getByRole('button', { name: label('注册') }).click();
    return landed(page);
  }

  it('a company registers into its park, checks in, is settled, matches a policy, pre-applies and is told the result', async (ctx) => {
    const skip = (r: string) => ctx.skip(r);
    const COMPANY = '澜舟生物医药有限公司';
    const CREDIT = '91310115MA1K7B3P2P';
    const POLICY = '张江科创园生物医药企业研发补贴办法';
    const companyBrowser = await newBrowserContext(skip);
    const operatorBrowser = await newBrowserContext(skip);
    try {
      const company = await companyBrowser.newPage();
      const trace = traceApi(company);
      ctx.onTestFailed(() => trace.dump());
      await register(company, { kind: '入驻企业', name: COMPANY, username: 'lanzhou', phone: '13911112222' });

      // Signed in, not yet checked in: the check-in dialog leads to the company's record.
      const dialog = company.getByRole('dialog');
      await dialog.getByText('尚未办理入驻').waitFor(WAIT);
      await dialog.getByRole('button', { name: '去填写企业信息' }).click();
      await expect.poll(() => hashPathOf(company), WAIT).toBe('/companyManage-detail');
      const basic = company.getByRole('form', { name: '基本信息' });
      await basic.waitFor(WAIT);
      await basic.getByLabel('企业名称').fill(COMPANY);
      await basic.getByLabel('统一社会信用代码').fill('12345');
      await basic.getByLabel('法定代表人').fill('沈澜');
      await basic.getByLabel('成立日期').click();
      await basic.getByLabel('成立日期').fill('2021-03-15');
      await basic.getByLabel('成立日期').press('Enter');
      await choose(basic, '所属行业', '生物医药');
      await upload(basic, { name: '营业执照.png', mimeType: 'image/png', buffer: PNG });
      await basic.getByRole('button', { name: '下一步' }).click();
      await errorAt(basic, '统一社会信用代码').waitFor(WAIT);
      await basic.getByLabel('统一社会信用代码').fill(CREDIT);
      await errorAt(basic, '统一社会信用代码').waitFor({ state: 'detached', ...WAIT });
      await basic.getByRole('button', { name: '下一步' }).click();
      const business = company.getByRole('form', { name: '经营信息' });
      await business.getByLabel('注册资本（元）').waitFor({ state: 'visible', ...WAIT });
      await business.getByLabel('注册资本（元）').fill('12000000');
      await business.getByRole('button', { name: '下一步' }).click();
      const ip = company.getByRole('form', { name: '知识产权' });
      await ip.getByLabel('专利数量').waitFor({ state: 'visible', ...WAIT });
      await ip.getByLabel('专利数量').fill('6');
      await ip.getByRole('button', { name: /提\s*交/ }).click();
      await company.getByText('待审核', { exact: true }).waitFor(WAIT);

      // The operator passes the application and moves the company into a room.
      const operator = await landed(await signIn(operatorBrowser, journey.url(), '园区管理', 'operator'));
      await operator.getByText(`当前园区：${PARK}`).waitFor(WAIT);
      // The console goes on to the to-do home after the park is chosen: a page opened before then is overtaken.
      await landed(operator);
      await operator.goto(`${journey.url()}/#/enterprise/checkcompany?name=${encodeURIComponent('澜舟')}`);
      const applied = operator.getByRole('row', { name: new RegExp(COMPANY) });
      await applied.getByText(CREDIT).waitFor(WAIT);
      await applied.getByRole('button', { name: label('通过') }).click();
      await (await opened(operator.getByRole('dialog'))).getByRole('button', { name: label('通过') }).click();
      await applied.waitFor({ state: 'detached', ...WAIT });

      await operator.goto(`${journey.url()}/#/enterprise/settlecompany`);
      const settled = operator.getByRole('row', { name: new RegExp(COMPANY) });
      await settled.getByText('生物医药', { exact: true }).waitFor(WAIT);
      await settled.getByRole('button', { name: label('迁入') }).click();
      const moveIn = operator.getByRole('dialog');
      await choose(moveIn, '楼栋', 'A座');
      await choose(moveIn, '楼层', '3层');
      // A free room: its label carries no （已占用）.
      await choose(moveIn, '房间', /^301室（[^）]*）$/);
      await moveIn.getByText('已选房间（1）').waitFor(WAIT);
      await moveIn.getByRole('button', { name: label('确定') }).click();
      await operator.getByText('迁入成功').waitFor(WAIT);
      await expect.poll(async () => (await settled.innerText()).includes('A座'), WAIT).toBe(true);

      // A policy for its industry finds it; the operator tells every company that meets it.
      await operator.goto(`${journey.url()}/#/public-service/policy`);
      await operator.getByRole('button', { name: '新增政策' }).click();
      await choose(operator, '分类', '产业扶持');
      await operator.getByRole('textbox', { name: '标题' }).fill(POLICY);
      await operator.getByRole('textbox', { name: '发布机构' }).fill('张江科创园管理办公室');
      await choose(operator, '政策级别', '园区级');
      await operator.locator('.ql-editor').click();
      await operator.keyboard.type('对生物医药企业的研发投入给予补贴。');
      await operator.getByRole('button', { name: '添加条件' }).click();
      await choose(operator, '第1条条件取值', '生物医药');
      await operator.getByRole('button', { name: label('确定') }).click();
      const policy = operator.getByRole('row', { name: new RegExp(POLICY) });
      await policy.getByRole('button', { name: '上架' }).click();
      await policy.getByText('已上架').waitFor(WAIT);
      await policy.getByRole('button', { name: '详情' }).click();
      const match = operator.getByRole('row', { name: new RegExp(COMPANY) });
      await match.getByText('所属行业为生物医药，满足「属于生物医药」').waitFor(WAIT);
      await operator.getByRole('button', { name: '通知全部符合企业' }).click();
      await (await opened(operator.getByRole('dialog'))).getByRole('button', { name: '发送通知' }).click();
      await operator.getByText(/已通知 \d+ 家企业/).waitFor(WAIT);

      // The company reads the message, pre-applies (a short phone is refused at its field first), the operator passes.
      await company.goto(`${journey.url()}/#/messages`);
      await company.getByRole('row', { name: new RegExp(`您的企业符合政策「${POLICY}」的申报条件`) }).waitFor(WAIT);
      await company.goto(`${journey.url()}/#/order/front-preApply-order`);
      await company.getByRole('button', { name: '新建预申报' }).click();
      await choose(company.getByRole('dialog'), '申报政策', POLICY);
      await company.getByRole('button', { name: '下一步' }).click();
      await company.getByText('申报条件核对').waitFor(WAIT);
      expect(await company.getByLabel('企业名称').inputValue()).toBe(COMPANY);
      await company.getByLabel('联系电话').fill('1380000');
      await company.getByLabel('申报说明').fill('2025 年研发投入 860 万元。');
      await company.getByRole('button', { name: '提交申报' }).click();
      await errorAt(company, '联系电话').waitFor(WAIT);
      await company.getByLabel('联系电话').fill('13911112222');
      await company.getByRole('button', { name: '提交申报' }).click();
      await company.locator('.ant-descriptions').getByText('待审核').waitFor(WAIT);

      await operator.goto(`${journey.url()}/#/order/pre-check`);
      const review = operator.getByRole('row', { name: new RegExp(`${COMPANY}.*${POLICY}.*待审核`) });
      await review.getByRole('button', { name: label('审核') }).click();
      await operator.getByRole('button', { name: label('通过') }).click();
      await (await opened(operator.getByRole('dialog'))).getByRole('button', { name: label('通过') }).click();
      await operator.locator('.ant-descriptions').getByText('已通过').waitFor(WAIT);

      await company.goto(`${journey.url()}/#/messages`);
      await company.getByRole('row', { name: new RegExp(`政策预申报「${POLICY}」：通过`) }).waitFor(WAIT);
    } finally {
      await companyBrowser.close();
      await operatorBrowser.close();
    }
  }, JOURNEY_TIMEOUT);

  it('an agency registers, completes its profile, is approved, lists a service that a company orders, delivers and is paid', async (ctx) => {
    const skip = (r: string) => ctx.skip(r);
    const AGENCY = '衡信知识产权服务有限公司';
    const SERVICE = '发明专利申请代理';
    const PHONE = '13922223333';
    const agencyBrowser = await newBrowserContext(skip);
    const operatorBrowser = await newBrowserContext(skip);
    const companyBrowser = await newBrowserContext(skip);
    try {
      const agency = await agencyBrowser.newPage();
      const trace = traceApi(agency);
      ctx.onTestFailed(() => trace.dump());
      await register(agency, { kind: '服务机构', name: AGENCY, username: 'hengxin', phone: PHONE });
      await expect.poll(() => hashPathOf(agency), WAIT).toBe('/home');
      await agency.getByRole('menuitem', { name: '机构信息' }).click();

      await agency.getByRole('button', { name: /完善机构信息|修改机构信息/ }).click();
      const profile = agency.locator('form');
      await profile.getByLabel('统一社会信用代码').waitFor(WAIT);
      await profile.getByLabel('机构名称').fill(AGENCY);
      await profile.getByLabel('统一社会信用代码').fill('12345');
      await upload(profile, { name: '营业执照.png', mimeType: 'image/png', buffer: PNG });
      await profile.getByLabel('法定代表人').fill('陈衡');
      await profile.getByLabel('联系人', { exact: true }).fill('林信');
      await profile.getByLabel('联系电话').fill(PHONE);
      await choose(profile, '所在省份', '北京市');
      await choose(profile, '所在城市', '市辖区');
      await choose(profile, '所在区县', '海淀区');
      await profile.getByLabel('详细地址').fill('知春路 7 号');
      await choose(profile, '服务类型', '知识产权');
      await profile.locator('.ql-editor').fill('专利、商标与版权代理。');
      await profile.getByRole('button', { name: /提交审核/ }).click();
      await errorAt(profile, '统一社会信用代码').waitFor(WAIT);
      await profile.getByLabel('统一社会信用代码').fill('91310115MA1H9QX7LT');
      await profile.getByRole('button', { name: /提交审核/ }).click();
      await agency.getByText('已提交审核').waitFor(WAIT);

      const operator = await landed(await signIn(operatorBrowser, journey.url(), '园区管理', 'operator'));
      await operator.goto(`${journey.url()}/#/organization/orgCompanyCheck`);
      const applied = operator.getByRole('row', { name: new RegExp(AGENCY) });
      await applied.getByRole('button', { name: label('通过') }).click();
      await (await opened(operator.getByRole('dialog'))).getByRole('button', { name: label('通过') }).click();
      await applied.waitFor({ state: 'detached', ...WAIT });

      // Its service: a highest price below the lowest is refused under 最高价格 first.
      await agency.goto(`${journey.url()}/#/service-content/org-serve-write`);
      const form = agency.locator('form');
      await form.getByLabel('服务名称').fill(SERVICE);
      await choose(form, '服务类型', '知识产权');
      await form.getByLabel('最低价格（元）').fill('8000');
      await form.getByLabel('最高价格（元）').fill('3000');
      await form.getByLabel('企业获得').fill('专利申请文件与受理通知书');
      await form.locator('.ql-editor').fill('发明专利撰写与申请全程代理。');
      await form.getByRole('button', { name: label('保存') }).click();
      await errorAt(form, '最高价格（元）').getByText('最高价格不能低于最低价格').waitFor(WAIT);
      await form.getByLabel('最高价格（元）').fill('15000');
      await form.getByRole('button', { name: label('保存') }).click();
      await agency.getByRole('row', { name: new RegExp(SERVICE) }).getByText('待审核').waitFor(WAIT);

      await operator.goto(`${journey.url()}/#/organization/orgServiceCheck`);
      const waiting = operator.getByRole('row', { name: new RegExp(SERVICE) });
      await waiting.getByRole('button', { name: label('通过') }).click();
      await (await opened(operator.getByRole('dialog'))).getByRole('button', { name: label('通过') }).click();
      await waiting.waitFor({ state: 'detached', ...WAIT });

      // A settled company orders it: an empty need is refused under its field first.
      const company = await landed(await signIn(companyBrowser, journey.url(), '入驻企业', 'company'));
      const companyTrace = traceApi(company);
      ctx.onTestFailed(() => companyTrace.dump());
      await company.goto(`${journey.url()}/#/front-services`);
      await company.getByRole('row', { name: new RegExp(SERVICE) }).getByRole('button', { name: label('查看') }).first().click();
      await company.getByRole('button', { name: '申请服务' }).click();
      await company.getByRole('button', { name: '提交申请' }).click();
      await errorAt(company, '需求描述').waitFor(WAIT);
      await company.getByLabel('需求描述').fill('两项发明专利的申请代理');
      await company.getByRole('button', { name: '提交申请' }).click();
      await company.getByText('处理记录').waitFor(WAIT);
      const orderId = await company.evaluate(() => new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('id') ?? '');

      // The agency takes it from its message, serves it and posts a receipt (an empty amount refused under 金额).
      await agency.goto(`${journey.url()}/#/messages`);
      await agency.getByRole('row', { name: new RegExp(SERVICE) }).first().getByRole('button', { name: label('查看') }).click();
      await agency.getByText('处理记录').waitFor(WAIT);
      for (const step of ['受理', '开始服务', '交付']) {
        await agency.getByRole('button', { name: label(step) }).first().click();
        const dialog = await opened(agency.getByRole('dialog'));
        await dialog.getByRole('button', { name: label(step) }).click();
        await dialog.waitFor({ state: 'hidden', ...WAIT });
      }
      await agency.getByRole('button', { name: label('上传回单') }).first().click();
      const receipt = await opened(agency.getByRole('dialog'));
      await upload(receipt, PDF);
      await receipt.getByRole('button', { name: label('上传回单') }).click();
      await errorAt(receipt, '金额').waitFor(WAIT);
      await receipt.getByLabel('金额').fill('9800');
      await errorAt(receipt, '金额').waitFor({ state: 'detached', ...WAIT });
      await receipt.getByRole('button', { name: label('上传回单') }).click();
      await receipt.waitFor({ state: 'hidden', ...WAIT });
      await agency.getByText('9,800.00 人民币').waitFor(WAIT);

      await company.goto(`${journey.url()}/#/messages`);
      await company.getByRole('row', { name: new RegExp(`服务申请「${SERVICE}」已交付`) }).first().getByRole('button', { name: label('查看') }).click();
      await company.getByRole('button', { name: label('确认完成') }).first().click();
      await (await opened(company.getByRole('dialog'))).getByRole('button', { name: label('确认完成') }).click();
      await company.locator('.ant-card-head').getByText('已完成').waitFor(WAIT);

      // The completed order is in the agency's statement of this month (China time), to be settled after it ends.
      await agency.goto(`${journey.url()}/#/cash-order?tab=settlement`);
      const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
      await agency.getByRole('row', { name: new RegExp(`^\\d+ ${month} `) }).getByRole('button', { name: label('查看') }).click();
      const statement = agency.getByRole('dialog');
      await statement.getByRole('cell', { name: orderId, exact: true }).waitFor(WAIT);
      await statement.getByRole('cell', { name: '9,800.00 人民币' }).first().waitFor(WAIT);
    } finally {
      await agencyBrowser.close();
      await operatorBrowser.close();
      await companyBrowser.close();
    }
  }, JOURNEY_TIMEOUT);
});
