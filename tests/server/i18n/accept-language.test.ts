import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicAuth, bearer } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { agencyCalls } from '@contract/calls/agency';
import { appSlotCalls } from '@contract/calls/app-content';
import { consultationCalls } from '@contract/calls/consultations';
import { suggestionCalls } from '@contract/calls/suggestions';
import { voucherCalls } from '@contract/calls/vouchers';
import { contentItemCalls } from '@contract/calls/content';
import { dashboardCalls } from '@contract/calls/dashboard';
import { lifeTreeCalls } from '@contract/calls/life-tree';
import { logCalls } from '@contract/calls/logs';
import { menuCalls } from '@contract/calls/menu';
import { messageCalls } from '@contract/calls/messages';
import { privilegeCalls } from '@contract/calls/privilege';
import { roleCalls } from '@contract/calls/role';
import { systemSettingCalls } from '@contract/calls/system-settings';
import { refusalIn } from '../../../server/lib/refusals-en';
import { parkId, rows, validPark, ZHANGJIANG } from '../park/fixtures';
import { company, detailUrl, NEW, validRecord, WAITING } from '../enterprise/fixtures';
import { companyExportCalls } from '@contract/calls/company-export';
import { enterpriseFieldCalls } from '@contract/calls/enterprise-fields';
import { estateImportUploadCalls } from '@contract/calls/estate-import';
import { personnelCalls } from '@contract/calls/personnel';
import { preApplyCalls } from '@contract/calls/pre-apply';
import { tenancyCalls } from '@contract/calls/tenancy';
import { languageOfHeader } from '@contract/languages';

const HAN = /[\u3400-\u9fff]/;

// Issue 24 point 4: refusals and validation errors follow the caller's Accept-Language; Chinese stays the default.
describe('the language of refusals', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ authRateLimit: 10_000 });
  });
  afterAll(async () => {
    await app.close();
  });

  const login = (body: Record<string, unknown>, language?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { authorization: basicAuth, ...(language ? { 'accept-language': language } : {}) },
      payload: body,
    });
  const wrongPassword = { username: 'company', password: 'Wrong@2026', grant_type: 'password', parkId: 0, userType: 9 };

  it('answers a refused sign-in in English to an English caller, and in Chinese without a header', async () => {
    const english = (await login(wrongPassword, 'en-US,en;q=0.9')).json();
    expect(english.code).not.toBe(1);
    expect(english.msg).toMatch(/^Wrong username or password; \d+ attempts left$/);
    const chinese = (await login(wrongPassword)).json();
    expect(chinese.msg).toMatch(/^用户名或密码错误，还可尝试 \d+ 次$/);
  });

  it('answers validation errors and their field errors in the caller\'s language', async () => {
    const body = { username: 'company', password: 'Wrong@2026', grant_type: 'password', parkId: 0, userType: 9, isAdmin: true };
    const english = (await login(body, 'en')).json();
    expect(english.msg).toBe('Unsupported field: isAdmin');
    expect(english.errors).toEqual([{ field: 'isAdmin', msg: 'Unsupported field' }]);
    const chinese = (await login(body, 'zh-CN')).json();
    expect(chinese.msg).toBe('不支持的字段：isAdmin');
    expect(chinese.errors).toEqual([{ field: 'isAdmin', msg: '不支持的字段' }]);
  });

  it('answers a call without a session in English, with no Chinese left in it', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: { 'accept-language': 'en-US' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('Please sign in');
    expect(HAN.test(res.body)).toBe(false);
  });

  it('answers the refusals of orders and their settlements in the caller\'s language', async () => {
    const [company, agency] = await Promise.all([sessionFor('company'), sessionFor('agency')]);
    const apply = { source: 'park', serviceId: 999_999, needs: 'Monthly bookkeeping', contact: 'Ada', phone: '13800000001', expectedDate: null, attachments: [] };
    const applied = (language: string) =>
      app.inject({ method: 'POST', url: '/api/v1/ps/service/apply', headers: { ...bearer(company), 'accept-language': language }, payload: apply });
    const english = (await applied('en-US')).json();
    expect(english.errors).toEqual([{ field: 'serviceId', msg: 'The service does not exist or is no longer listed' }]);
    expect((await applied('zh-CN')).json().errors).toEqual([{ field: 'serviceId', msg: '服务不存在或已下架' }]);
    const statement = await app.inject({ method: 'GET', url: '/api/iv/mechanismCash/999999', headers: { ...bearer(agency), 'accept-language': 'en' } });
    expect(statement.json().msg).toBe('The settlement statement does not exist');
    expect(HAN.test(statement.body)).toBe(false);
  });

  it('answers the refusals of vouchers in the caller\'s language', async () => {
    const operator = await sessionFor('operator');
    const batch = (language: string) =>
      app.inject({ method: 'GET', url: `/api/${voucherCalls.batchDetail.path.replace(':id', '999999')}`, headers: { ...bearer(operator), 'accept-language': language } });
    const english = await batch('en-US');
    expect(english.json().msg).toBe('The voucher batch does not exist');
    expect(HAN.test(english.body)).toBe(false);
    expect((await batch('zh-CN')).json().msg).toBe('服务券批次不存在');
  });

  it('answers the refusals of consultations in the caller\'s language', async () => {
    const operator = await sessionFor('operator');
    const detail = (language: string) =>
      app.inject({ method: 'GET', url: `/api/${consultationCalls.detail.path.replace(':id', '999999')}`, headers: { ...bearer(operator), 'accept-language': language } });
    const english = await detail('en');
    expect(english.json().msg).toBe('The consultation does not exist');
    expect(HAN.test(english.body)).toBe(false);
    expect((await detail('zh-CN')).json().msg).toBe('咨询不存在');
  });

  it('answers the refusals of agencies, suggestions and app content in the caller\'s language', async () => {
    const operator = await sessionFor('operator');
    const read = (path: string, language: string) =>
      app.inject({ method: 'GET', url: `/api/${path.replace(':id', '999999')}`, headers: { ...bearer(operator), 'accept-language': language } });
    const cases = [
      [agencyCalls.detail.path, 'The service agency does not exist', '服务机构不存在'],
      [suggestionCalls.info.path, 'The request does not exist', '诉求不存在'],
      [appSlotCalls.banner.info.path, 'The item does not exist', '内容不存在'],
    ] as const;
    for (const [path, english, chinese] of cases) {
      const answer = await read(path, 'en-US');
      expect(answer.json().msg, path).toBe(english);
      expect(HAN.test(answer.body), path).toBe(false);
      expect((await read(path, 'zh-CN')).json().msg, path).toBe(chinese);
    }
  });

  it('translates the app-content refusals that name a slot, and keeps them Chinese for a Chinese caller', () => {
    expect(refusalIn('en-US', '首页横幅最多 10 个')).toBe('Home banners hold at most 10 items');
    expect(refusalIn('en-US', '服务电话不能设置链接')).toBe('Service phones cannot have a link');
    expect(refusalIn('zh-CN', '服务电话不能设置链接')).toBe('服务电话不能设置链接');
  });

  // The first-day modules: one refusal of each, asked in English and in Chinese.
  const ask = async (username: string | null, method: 'POST' | 'PUT', url: string, payload: object, language?: string) => {
    const tokens = username ? await sessionFor(username) : null;
    const res = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { ...(tokens ? { authorization: `Bearer ${tokens.access_token}` } : {}), ...(language ? { 'accept-language': language } : {}) },
      payload,
    });
    return res.json() as { code: number; msg: string; errors?: Array<{ field: string; msg: string }> };
  };

  it('answers the refusals of registration and password recovery, account info, parks and staff in English', async () => {
    const unknownPhone = { phone: '13900000077' };
    expect((await ask(null, 'POST', 'v1/verifyCode/get/forget', unknownPhone, 'en-US')).msg).toBe('This phone number is not registered');
    expect((await ask(null, 'POST', 'v1/verifyCode/get/forget', unknownPhone)).msg).toBe('该手机号未注册');

    const wrongOld = { oldPassword: 'Wrong@2026', newPassword: 'Next@2026' };
    expect((await ask('operator', 'POST', 'v1/user/change/password', wrongOld, 'en-US')).msg).toBe('The current password is wrong');
    expect((await ask('operator', 'POST', 'v1/user/change/password', wrongOld)).msg).toBe('原密码错误');

    const duplicate = { ...validPark, name: ZHANGJIANG };
    const english = await ask('admin', 'POST', 'v1/admin/park/add', duplicate, 'en-US');
    expect(english).toMatchObject({ code: 0, msg: 'A park with this name already exists', errors: [{ field: 'name', msg: 'A park with this name already exists' }] });
    expect((await ask('admin', 'POST', 'v1/admin/park/add', duplicate)).msg).toBe('园区名称已存在');

    const gone = { id: 999_999 };
    expect((await ask('company', 'POST', 'v1/enterprise/personnel/delete', gone, 'en-US')).msg).toBe('The staff member does not exist or was deleted');
    expect((await ask('company', 'POST', 'v1/enterprise/personnel/delete', gone)).msg).toBe('员工不存在或已删除');
  });

  it('translates the first-day refusals that carry values, and keeps them Chinese for a Chinese caller', () => {
    const occupied = '企业「星云科技」正在使用该楼层，不能停用';
    expect(refusalIn('en-US', occupied)).toBe('Company "星云科技" uses this floor; it cannot be disabled');
    expect(refusalIn('zh-CN', occupied)).toBe(occupied);
    expect(refusalIn('en-US', '该楼栋下已有相同编号的楼层')).toBe('This building already has a floor with this number');
    expect(refusalIn('en-US', '房间已被占用：1号楼-101、1号楼-102')).toBe('Rooms already taken: 1号楼-101、1号楼-102');
  });

  // The first-day screens' modules (h-en-c): one refusal of each, asked in English and in Chinese.
  const asked = async (username: string, method: 'GET' | 'POST', path: string, payload: object | undefined, language: string) => {
    const tokens = await sessionFor(username);
    const res = await app.inject({ method, url: `/api/${path}`, headers: { ...bearer(tokens), 'accept-language': language }, ...(payload ? { payload } : {}) });
    return res.json() as { code: number; msg: string; errors?: Array<{ field: string; msg: string }> };
  };
  const inBoth = async (username: string, method: 'GET' | 'POST', path: string, payload: object | undefined) =>
    [await asked(username, method, path, payload, 'en-US'), await asked(username, method, path, payload, 'zh-CN')] as const;

  it('answers the refusals of tenancy, company records, staff, company fields, the export, pre-applications and room imports in English', async () => {
    const waiting = await company(WAITING);
    const [moveIn, moveInZh] = await inBoth('operator', 'POST', tenancyCalls.moveIn.path, { companyId: waiting.id, roomIds: [999_999] });
    expect(moveIn.msg).toBe('Only a settled company can move into rooms; this company is "Awaiting review"');
    expect(moveInZh.msg).toBe('只有已入驻的企业可以迁入房间，该企业当前状态为「待审核」');

    const newcomer = await company(NEW);
    const step = { data: { ...validRecord.basic, companyName: undefined }, isCommit: 1 };
    const [record, recordZh] = await inBoth('newcompany', 'POST', detailUrl(newcomer, 'basic'), step);
    expect(record.msg).toBe('Please fill in "企业名称"');
    expect(recordZh.msg).toBe('请填写「企业名称」');

    const person = { name: 'Ada Lin', phone: '13800000091', entryDate: '2025-03-01' };
    const [staff, staffZh] = await inBoth('company', 'POST', personnelCalls.save.path, person);
    expect(staff.errors).toEqual([{ field: 'idNumber', msg: 'Please enter the ID card number' }]);
    expect(staffZh.errors).toEqual([{ field: 'idNumber', msg: '请输入身份证号' }]);

    const models = await asked('operator', 'POST', enterpriseFieldCalls.modelList.path, { parkId: await parkId(ZHANGJIANG) }, 'zh-CN');
    const modelId = Number(rows((models as unknown as { data: { list: unknown } }).data.list)[0]?.id);
    const choice = { modelId, fieldKey: 'scale', label: 'Scale', type: 'select', options: [] };
    const [field, fieldZh] = await inBoth('operator', 'POST', enterpriseFieldCalls.fieldAdd.path, choice);
    expect(field.msg).toBe('A choice field needs at least one option');
    expect(fieldZh.msg).toBe('下拉选择字段至少需要一个选项');

    const [task, taskZh] = await inBoth('operator', 'GET', companyExportCalls.task.path.replace(':id', '999999'), undefined);
    expect(task.msg).toBe('The export task does not exist');
    expect(taskZh.msg).toBe('导出任务不存在');

    const [preApply, preApplyZh] = await inBoth('company', 'GET', preApplyCalls.own.path.replace(':id', '999999'), undefined);
    expect(preApply.msg).toBe('The pre-application does not exist');
    expect(preApplyZh.msg).toBe('预申报不存在');

    const uploadPath = estateImportUploadCalls.upload.path.replace(':parkId', String(await parkId(ZHANGJIANG)));
    const [upload, uploadZh] = await inBoth('admin', 'POST', uploadPath, {});
    expect(upload.msg).toBe('Please upload the filled template as multipart/form-data, in the field "file"');
    expect(uploadZh.msg).toBe('请以 multipart/form-data 上传填好的模板，字段名为 file');
  });

  it('translates the first-day screens\' refusals that carry values, a state in them in the contract\'s English', () => {
    expect(refusalIn('en-US', '该预申报已通过，不能修改')).toBe('This pre-application is "Approved"; it cannot be changed');
    expect(refusalIn('en-US', '「基本信息」：请填写「纳税人识别号」')).toBe('"基本信息": Please fill in "纳税人识别号"');
    expect(refusalIn('en-US', '统一社会信用代码已被其他企业使用')).toBe('Unified social credit code is used by another company');
    expect(refusalIn('en-US', '该字段类型不能设为「手机号码」')).toBe('This field type cannot mean "Mobile number"');
    expect(refusalIn('en-US', '一次最多导入 500 行')).toBe('At most 500 rows can be imported at a time');
    expect(refusalIn('zh-CN', '该预申报已通过，不能修改')).toBe('该预申报已通过，不能修改');
  });

  // Content, logs, system settings, menus, privilege codes, roles, the life tree and the dashboard: one refusal of each.
  const refusalOf = async (username: string, method: 'GET' | 'POST' | 'DELETE', url: string, language: string, payload?: object) => {
    const res = await app.inject({ method, url: `/api/${url}`, headers: { ...bearer(await sessionFor(username)), 'accept-language': language }, ...(payload ? { payload } : {}) });
    return res.json() as { msg: string };
  };
  const missing = (path: string) => path.replace(':id', '999999');

  it('answers the refusals of content, logs, settings, menus, privileges, roles, the life tree and the dashboard in English', async () => {
    const cases: Array<[string, 'GET' | 'POST' | 'DELETE', string, string, string, object?]> = [
      ['operator', 'GET', missing(contentItemCalls.policy.info.path), 'The item does not exist', '内容不存在'],
      ['admin', 'GET', missing(logCalls.detail.path), 'The log entry does not exist', '日志不存在'],
      ['admin', 'POST', systemSettingCalls.saveVersion.path, 'The lowest supported version cannot be above the current version', '最低支持版本不能高于当前版本',
        { version: '1.0.0', minVersion: '2.0.0', downloadUrl: 'https://example.com/app', releaseNotes: '', forceUpdate: false }],
      ['admin', 'DELETE', missing(menuCalls.remove.path), 'The menu does not exist', '菜单不存在'],
      ['admin', 'DELETE', missing(privilegeCalls.remove.path), 'The privilege does not exist', '权限不存在'],
      ['admin', 'GET', missing(roleCalls.detail.path), 'The role does not exist', '角色不存在'],
      ['operator', 'GET', missing(lifeTreeCalls.detail.path), 'The company does not exist', '企业不存在'],
      ['operator', 'GET', `${dashboardCalls.funnel.path}?from=2026-05&to=2026-01`, 'The first month cannot be after the last month', '起始月份不能晚于结束月份'],
    ];
    for (const [username, method, url, english, chinese, payload] of cases) {
      expect((await refusalOf(username, method, url, 'en-US', payload)).msg, url).toBe(english);
      expect((await refusalOf(username, method, url, 'zh-CN', payload)).msg, url).toBe(chinese);
    }
  });

  it('translates the refusals with values of the policy conditions, the log export and the machines', () => {
    expect(refusalIn('en-US', '第2条条件：「在职人数」不能使用「属于」')).toBe('Condition 2: "Headcount" cannot use "is one of"');
    expect(refusalIn('en-US', '符合条件的日志有 12000 条，超过单次导出上限 10000 条，请缩小筛选范围')).toBe(
      '12000 log entries match, over the export limit of 10000; please narrow the filters',
    );
    expect(refusalIn('en-US', '已付款的结算单不能退回')).toBe('This statement is paid; it cannot take "Return"');
    expect(refusalIn('en-US', '该预申报已通过，不能修改材料')).toBe('This pre-application is approved; it cannot take "Edit materials"');
    expect(refusalIn('en-US', '该咨询已关闭')).toBe('This consultation is closed');
    expect(refusalIn('zh-CN', '已付款的结算单不能退回')).toBe('已付款的结算单不能退回');
    expect(refusalIn('en-US', '园区自己的结算单不能随便说')).toBe('园区自己的结算单不能随便说');
  });

  it('answers a success in the caller\'s language: a declared message, and the default for a call that declares none', async () => {
    const admin = bearer(await sessionFor('admin'));
    const send = (method: 'POST' | 'DELETE', path: string, language: string | null, payload?: object) =>
      app.inject({ method, url: `/api/${path}`, headers: { ...admin, ...(language ? { 'accept-language': language } : {}) }, ...(payload ? { payload } : {}) });
    const english = await send('POST', roleCalls.add.path, 'en-US,en;q=0.9', { name: 'Accept-Language 角色一', level: 3 });
    expect(english.json()).toMatchObject({ code: 1, msg: 'Role added', data: { name: 'Accept-Language 角色一' } });
    const chinese = await send('POST', roleCalls.add.path, null, { name: 'Accept-Language 角色二', level: 3 });
    expect(chinese.json()).toMatchObject({ code: 1, msg: '角色已新增' });
    const removed = (answer: typeof english, language: string | null) => send('DELETE', roleCalls.remove.path.replace(':id', String(answer.json().data.id)), language);
    expect((await removed(english, 'en')).json()).toMatchObject({ code: 1, msg: 'Role deleted' });
    expect((await removed(chinese, 'zh-CN')).json()).toMatchObject({ code: 1, msg: '角色已删除' });
    expect((await send('POST', messageCalls.readAll.path, 'en-US')).json()).toMatchObject({ code: 1, msg: 'Done' });
    expect((await send('POST', messageCalls.readAll.path, null)).json()).toMatchObject({ code: 1, msg: '操作成功' });
  });

  it('reads Accept-Language by quality and falls back to Chinese', () => {
    expect(languageOfHeader(undefined)).toBe('zh-CN');
    expect(languageOfHeader('fr-FR,fr;q=0.9')).toBe('zh-CN');
    expect(languageOfHeader('fr-FR,en;q=0.5,zh;q=0.8')).toBe('zh-CN');
    expect(languageOfHeader('zh;q=0.3,en-GB;q=0.7')).toBe('en-US');
    expect(languageOfHeader('en-US')).toBe('en-US');
  });
});
