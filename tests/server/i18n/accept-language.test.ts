import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicAuth, bearer } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { consultationCalls } from '@contract/calls/consultations';
import { voucherCalls } from '@contract/calls/vouchers';
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

  it('reads Accept-Language by quality and falls back to Chinese', () => {
    expect(languageOfHeader(undefined)).toBe('zh-CN');
    expect(languageOfHeader('fr-FR,fr;q=0.9')).toBe('zh-CN');
    expect(languageOfHeader('fr-FR,en;q=0.5,zh;q=0.8')).toBe('zh-CN');
    expect(languageOfHeader('zh;q=0.3,en-GB;q=0.7')).toBe('en-US');
    expect(languageOfHeader('en-US')).toBe('en-US');
  });
});
