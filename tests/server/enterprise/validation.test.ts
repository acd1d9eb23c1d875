import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { send } from '../park/fixtures';
import { company, detailUrl, enterpriseLogs, NEW, recordRow, saveStep, validRecord, type CompanyFacts } from './fixtures';

// What the park's configuration allows, checked on every commit: the message names the field's label.
describe('the record is checked against the park configuration', () => {
  let app: FastifyInstance;
  let tokens: Tokens;
  let c: CompanyFacts;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    tokens = await sessionFor('newcompany');
    c = await company(NEW);
  });

  const basic = (change: Record<string, unknown>) => ({ ...validRecord.basic, ...change });

  it.each([
    ['a required text left out', basic({ companyName: undefined }), '请填写「企业名称」'],
    ['a required text of blanks', basic({ legalPerson: '   ' }), '请填写「法定代表人」'],
    ['text over its maxLength', basic({ creditCode: '9'.repeat(19) }), '「统一社会信用代码」不能超过 18 个字'],
    ['text of another type', basic({ companyName: 12 }), '「企业名称」须为文字'],
    ['a date that is no date', basic({ foundedOn: '2023-02-30' }), '「成立日期」须为日期（YYYY-MM-DD）'],
    ['a select outside its options', basic({ industry: '房地产' }), '「所属行业」的选项无效，请重新选择'],
    ['a required select left out', basic({ industry: null }), '请选择「所属行业」'],
    ['an upload that is no file address', basic({ license: ['javascript:alert(1)'] }), '「营业执照」的文件地址无效，请重新上传'],
    ['a required upload left empty', basic({ license: [] }), '请上传「营业执照」'],
  ])('refuses %s', async (_case, data, message) => {
    const logs = await enterpriseLogs();
    const res = await saveStep(app, tokens, c, 'basic', JSON.parse(JSON.stringify(data)) as object);
    expect(res).toMatchObject({ code: 0, msg: message });
    expect(await recordRow(c.id, 'basic')).toBeNull();
    expect(await enterpriseLogs()).toBe(logs);
  });

  it.each([
    ['a number as text', { registeredCapital: '800' }, '「注册资本（元）」须为数字'],
    ['a multi-select outside its options', { registeredCapital: 1, qualifications: ['独角兽'] }, '「企业资质」的选项无效，请重新选择'],
    ['a textarea over its maxLength', { registeredCapital: 1, mainBusiness: '长'.repeat(501) }, '「主营业务」不能超过 500 个字'],
  ])('refuses %s in another step', async (_case, data, message) => {
    expect(await saveStep(app, tokens, c, 'business', data)).toMatchObject({ code: 0, msg: message });
  });

  it.each([
    ['a credit code of five digits', 'basic', basic({ creditCode: '12345' }), 'creditCode', '「统一社会信用代码」应为18位数字或大写字母'],
    ['a credit code with a wrong check character', 'basic', basic({ creditCode: '91310115MA1001X1Q1' }), 'creditCode', '「统一社会信用代码」校验位不正确，请核对'],
    ['a founding date in the future', 'basic', basic({ foundedOn: '2999-01-01' }), 'foundedOn', '「成立日期」不能晚于今天'],
    ['a negative capital', 'business', { registeredCapital: -5_000_000_000 }, 'registeredCapital', '「注册资本（元）」不能为负数'],
    ['a capital with a fraction of a fen', 'business', { registeredCapital: 100.5 }, 'registeredCapital', '「注册资本（元）」最多两位小数'],
    ['negative employees', 'business', { registeredCapital: 1, employees: -3 }, 'employees', '「员工人数」不能为负数'],
    ['half an employee', 'business', { registeredCapital: 1, employees: 2.5 }, 'employees', '「员工人数」须为整数'],
    ['a negative office area', 'business', { registeredCapital: 1, officeArea: -10 }, 'officeArea', '「办公面积（㎡）」不能为负数'],
    ['a seven-digit phone', 'business', { registeredCapital: 1, contactPhone: '1380000' }, 'contactPhone', '「联系手机」格式不正确，应为11位手机号码'],
    ['an email without a domain', 'business', { registeredCapital: 1, contactEmail: 'info@' }, 'contactEmail', '「联系邮箱」格式不正确'],
    ['negative patents', 'ip', { patents: -2 }, 'patents', '「专利数量」不能为负数'],
  ])('refuses %s at its field, writing nothing', async (_case, step, data, field, message) => {
    const logs = await enterpriseLogs();
    const res = await saveStep(app, tokens, c, step, data);
    expect(res).toMatchObject({ code: 0, msg: message, errors: [{ field: `data.${field}`, msg: message }] });
    expect(await recordRow(c.id, step)).toBeNull();
    expect(await enterpriseLogs()).toBe(logs);
  });

  it('names every refused field of a step at once, and says which step when the whole record is checked', async () => {
    const res = await saveStep(app, tokens, c, 'business', { registeredCapital: -1, employees: -3, contactPhone: '1380000' });
    expect(res.errors).toEqual([
      { field: 'data.registeredCapital', msg: '「注册资本（元）」不能为负数' },
      { field: 'data.employees', msg: '「员工人数」不能为负数' },
      { field: 'data.contactPhone', msg: '「联系手机」格式不正确，应为11位手机号码' },
    ]);
    await saveStep(app, tokens, c, 'basic', validRecord.basic);
    await saveStep(app, tokens, c, 'business', validRecord.business);
    await runSql(sql`update company_records set data = data || '{"creditCode":"12345"}'::jsonb where company_id = ${c.id} and module_key = 'basic'`);
    expect(await saveStep(app, tokens, c, 'ip', validRecord.ip)).toMatchObject({ code: 0, msg: '「基本信息」：「统一社会信用代码」应为18位数字或大写字母' });
  });

  it('keeps good values of every kind: a lower-case credit code upper-cased, money as integer fen', async () => {
    const lower = { ...validRecord.basic, creditCode: validRecord.basic.creditCode.toLowerCase(), foundedOn: '2000-01-01' };
    expect((await saveStep(app, tokens, c, 'basic', lower)).code).toBe(1);
    expect((await recordRow(c.id, 'basic'))?.data).toMatchObject({ creditCode: validRecord.basic.creditCode });
    const business = { registeredCapital: 123456, employees: 0, officeArea: 320.5, contactPhone: '13900001001', contactEmail: 'info@company.example' };
    expect((await saveStep(app, tokens, c, 'business', business)).code).toBe(1);
    expect((await recordRow(c.id, 'business'))?.data).toEqual(business);
    expect((await saveStep(app, tokens, c, 'ip', { patents: 0, softwareCopyrights: 12 })).data.outcome).toBe('submitted');
  });

  it('a field without a kind keeps only its type rules', async () => {
    await runSql(sql`update enterprise_fields set kind = null where park_id = ${c.parkId} and field_key = 'employees'`);
    expect((await saveStep(app, tokens, c, 'business', { registeredCapital: 1, employees: -3 })).code).toBe(1);
  });

  it('refuses what the contract bounds, even for a draft: unknown shapes, too long text, too many keys', async () => {
    const post = async (payload: object, moduleKey = 'basic') => (await send(app, tokens, 'POST', detailUrl(c, moduleKey), payload)).json<{ code: number; msg: string }>();
    expect(await post({ data: {}, isCommit: 2 })).toMatchObject({ code: 0, msg: expect.stringContaining('isCommit') });
    expect((await post({ data: { companyName: 'x'.repeat(2001) }, isCommit: 0 })).code).toBe(0);
    expect((await post({ data: { 'bad key': 'x' }, isCommit: 0 })).code).toBe(0);
    expect((await post({ data: { a: { nested: true } }, isCommit: 0 })).code).toBe(0);
    expect((await post({ data: { a: Array.from({ length: 51 }, () => 'x') }, isCommit: 0 })).code).toBe(0);
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, 'x']));
    expect((await post({ data: many, isCommit: 0 })).code).toBe(0);
    expect((await post({ data: {}, isCommit: 0 }, '1bad')).code).toBe(0);
    expect(await recordRow(c.id, 'basic')).toBeNull();
  });

  it('keeps only configured fields, trimmed', async () => {
    await saveStep(app, tokens, c, 'basic', { ...validRecord.basic, legalPerson: '  吴芳 ', extra: 'dropped' });
    const row = await recordRow(c.id, 'basic');
    expect(row?.data).toEqual({ ...validRecord.basic, legalPerson: '吴芳' });
  });

  it('a field made required after a draft was saved is asked for on submit, never dropped', async () => {
    await saveStep(app, tokens, c, 'basic', validRecord.basic);
    await saveStep(app, tokens, c, 'business', validRecord.business);
    await runSql(sql`insert into enterprise_fields (park_id, model_id, field_key, label, type, required, sort)
      select park_id, id, 'taxNumber', '纳税人识别号', 'text', true, 99 from enterprise_models where park_id = ${c.parkId} and module_key = 'basic'`);
    const res = await saveStep(app, tokens, c, 'ip', validRecord.ip);
    expect(res).toMatchObject({ code: 0, msg: '「基本信息」：请填写「纳税人识别号」' });
    expect((await company(NEW)).state).toBeNull();
    expect((await saveStep(app, tokens, c, 'basic', { ...validRecord.basic, taxNumber: '91310115' })).code).toBe(1);
    expect((await saveStep(app, tokens, c, 'ip', validRecord.ip)).data.outcome).toBe('submitted');
  });

  it('a step the park has disabled or never had is not found', async () => {
    await runSql(sql`update enterprise_models set enabled = false where park_id = ${c.parkId} and module_key = 'ip'`);
    expect((await saveStep(app, tokens, c, 'ip', validRecord.ip)).code).toBe(404);
    expect((await saveStep(app, tokens, c, 'nothing', {})).code).toBe(404);
    // The last enabled step now sends the application.
    await saveStep(app, tokens, c, 'basic', validRecord.basic);
    expect((await saveStep(app, tokens, c, 'business', validRecord.business)).data.outcome).toBe('submitted');
  });
});
