import { basicAuth } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { DEMO_PASSWORD } from '../helpers/test-server';
import { PNG_2PX, multipart } from '../files/fixtures';
import { as, type Probe } from '../logs/probe-kit';

// Probes of sign-in, accounts, codes, uploads and the log export: each makes a change that succeeds on the seed.

// Reads that take a POST body (filters, paging) or checks that change nothing: nothing to log.
export const readOnlyPosts: Record<string, string> = {
  'POST /api/v1/user/user/belong/park': 'lists the parks of the caller',
  'POST /api/v1/verifyCode/check': 'checks a code without using it (only failed tries are counted, against guessing)',
  'POST /api/v1/admin/logs/list': 'lists log entries',
  'POST /api/files/names': 'looks up the original names of stored files',
};

export const probes: Record<string, Probe> = {
  'POST /api/v1/user/login': async () => ({
    method: 'POST', url: '/api/v1/user/login', headers: { authorization: basicAuth },
    payload: { grant_type: 'password', username: 'operator', password: DEMO_PASSWORD, parkId: 0, userType: 8 },
  }),
  'POST /api/v1/user/logout': async () => as(await sessionFor('operator'), 'POST', '/api/v1/user/logout'),
  'POST /api/v1/user/register': async (kit) => ({
    method: 'POST', url: '/api/v1/user/register',
    payload: { username: 'walk-co', password: 'Walk@2026', phone: '13700009991', code: await kit.codeFor('register', '13700009991'), userType: 9, name: '走查公司', parkId: kit.parkId },
  }),
  'POST /api/v1/user/forget/password': async (kit) => ({
    method: 'POST', url: '/api/v1/user/forget/password',
    payload: { phone: '13800138001', code: await kit.codeFor('forget', '13800138001'), password: 'Walk@2026x' },
  }),
  'POST /api/v1/user/change/password': async () =>
    as(await sessionFor('operator'), 'POST', '/api/v1/user/change/password', { oldPassword: DEMO_PASSWORD, newPassword: 'Walk@2026y' }),
  'POST /api/v1/user/change/account': async () => as(await sessionFor('operator'), 'POST', '/api/v1/user/change/account', { email: 'walk@park.example' }),
  'POST /api/v1/verifyCode/get/:verifyType': async () => ({ method: 'POST', url: '/api/v1/verifyCode/get/register', payload: { phone: '13700009992' } }),
  'POST /api/v1/verifyCode/register': async () => ({ method: 'POST', url: '/api/v1/verifyCode/register', payload: { phone: '13700009993' } }),
  'POST /api/files/upload': async (kit) => {
    const body = multipart([{ name: 'walk.png', content: PNG_2PX, contentType: 'image/png' }]);
    return { method: 'POST', url: '/api/files/upload', headers: { authorization: `Bearer ${kit.admin.access_token}`, ...body.headers }, payload: body.payload };
  },
  'POST /api/v1/admin/logs/export': async (kit) => as(kit.admin, 'POST', '/api/v1/admin/logs/export', {}),
};
