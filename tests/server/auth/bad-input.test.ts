import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicAuth } from '../helpers/auth';
import { DEMO_PASSWORD, testApp } from '../helpers/test-server';
import { sessionFor, snapshotCounts } from '../helpers/support';

interface RouteCase {
  url: string;
  auth: 'basic' | 'bearer' | 'none';
  valid: Record<string, unknown>;
  required: string[];
}

const ROUTES: RouteCase[] = [
  {
    url: '/api/v1/user/login',
    auth: 'basic',
    valid: { username: 'company', password: DEMO_PASSWORD, grant_type: 'password', parkId: 0, userType: 9 },
    required: ['grant_type', 'userType', 'username', 'password'],
  },
  {
    url: '/api/v1/user/register',
    auth: 'none',
    valid: { username: 'acme', password: 'Acme@2026', phone: '13700000001', code: '123456', userType: 9, name: '艾克米', parkId: 1 },
    required: ['username', 'password', 'phone', 'code', 'userType', 'name'],
  },
  { url: '/api/v1/verifyCode/get/register', auth: 'none', valid: { phone: '13700000001' }, required: ['phone'] },
  { url: '/api/v1/verifyCode/register', auth: 'none', valid: { phone: '13700000001' }, required: ['phone'] },
  {
    url: '/api/v1/verifyCode/check',
    auth: 'none',
    valid: { phone: '13700000001', code: '123456', verifyType: 'register' },
    required: ['phone', 'code', 'verifyType'],
  },
  {
    url: '/api/v1/user/forget/password',
    auth: 'none',
    valid: { phone: '13800138002', code: '123456', password: 'Fresh@2026' },
    required: ['phone', 'code', 'password'],
  },
  {
    url: '/api/v1/user/change/password',
    auth: 'bearer',
    valid: { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh@2026' },
    required: ['oldPassword', 'newPassword'],
  },
  { url: '/api/v1/user/change/account', auth: 'bearer', valid: { username: 'company2', email: 'a@b.cn' }, required: [] },
  { url: '/api/v1/user/user/belong/park', auth: 'bearer', valid: {}, required: [] },
  { url: '/api/v1/user/logout', auth: 'bearer', valid: {}, required: [] },
];

function badBodies(route: RouteCase): [string, string | Record<string, unknown> | unknown[]][] {
  const cases: [string, string | Record<string, unknown> | unknown[]][] = [
    ['malformed JSON', '{"username": '],
    ['extra field', { ...route.valid, isAdmin: true }],
    ['an array body', [route.valid]],
  ];
  for (const field of route.required) {
    const rest = { ...route.valid };
    delete rest[field];
    cases.push([`missing ${field}`, rest]);
  }
  for (const [field, value] of Object.entries(route.valid)) {
    cases.push([`${field} of the wrong type`, { ...route.valid, [field]: typeof value === 'string' ? 12345 : 'x' }]);
    if (typeof value === 'string') cases.push([`${field} too long`, { ...route.valid, [field]: 'x'.repeat(600) }]);
  }
  return cases;
}

describe('bad input to the account routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ authRateLimit: 10_000 });
  });
  afterAll(() => app.close());

  for (const route of ROUTES) {
    it(`${route.url}: answers code != 1, never 500, writes nothing`, async () => {
      const bearer = route.auth === 'bearer' ? `Bearer ${(await sessionFor('company')).access_token}` : null;
      const authorization = route.auth === 'basic' ? basicAuth : bearer;
      const before = await snapshotCounts();
      for (const [label, payload] of badBodies(route)) {
        const res = await app.inject({
          method: 'POST',
          url: route.url,
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        });
        expect(res.statusCode, label).toBe(200);
        const body = res.json();
        expect(body.code, label).not.toBe(1);
        expect(body.msg, label).toMatch(/[\u4e00-\u9fa5]/);
      }
      expect(await snapshotCounts()).toEqual(before);
    });
  }

  it('accepts a bodyless POST where the body has no fields', async () => {
    const { access_token } = await sessionFor('company');
    const res = await app.inject({ method: 'POST', url: '/api/v1/user/user/belong/park', headers: { authorization: `Bearer ${access_token}` } });
    expect(res.json().code).toBe(1);
  });
});
