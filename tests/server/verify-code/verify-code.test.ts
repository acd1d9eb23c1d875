import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { setVerifyCodeSender } from '../../../server/modules/verify-code/sender';
import { testApp } from '../helpers/test-server';
import { countRows, runSql, snapshotCounts } from '../helpers/support';
import { captureCodes } from '../helpers/capture-codes';

const PHONE = '13912345678';
const codes = captureCodes();

describe('verify codes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ authRateLimit: 1000 });
  });
  afterAll(() => app.close());

  const send = (verifyType: string, phone = PHONE) =>
    app.inject({ method: 'POST', url: `/api/v1/verifyCode/get/${verifyType}`, payload: { phone } });
  const check = (code: string, verifyType = 'register', phone = PHONE) =>
    app.inject({ method: 'POST', url: '/api/v1/verifyCode/check', payload: { phone, code, verifyType } });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('sends a 6-digit code through the sender, stores only its hash, and logs no code', async () => {
    const res = await send('register');
    expect(res.json()).toMatchObject({ code: 1, data: { expiresIn: 600, resendIn: 60 } });
    const code = codes.last(PHONE);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await runSql(sql`select row_to_json(v)::text as row from verify_codes v`);
    expect(stored.rows).toHaveLength(1);
    expect((stored.rows[0] as { row: string }).row).not.toContain(`"${code}"`);
    const logs = await runSql(sql`select row_to_json(l)::text as row from operation_logs l where module = 'verifyCode'`);
    expect(logs.rows).toHaveLength(1);
    expect((logs.rows[0] as { row: string }).row).not.toContain(code);
    expect((await check(code)).json()).toMatchObject({ code: 1 });
  });

  it('sends at most one code per minute per phone', async () => {
    expect((await send('register')).json().code).toBe(1);
    const again = await send('change');
    expect(again.json()).toMatchObject({ code: 0, msg: expect.stringMatching(/^验证码发送过于频繁，请 \d+ 秒后再试$/) });
    await runSql(sql`update verify_codes set created_at = now() - interval '61 seconds'`);
    expect((await send('register')).json().code).toBe(1);
  });

  it('keeps only the newest code of a phone valid', async () => {
    await send('register');
    const first = codes.last(PHONE);
    await runSql(sql`update verify_codes set created_at = now() - interval '61 seconds'`);
    await send('register');
    const second = codes.last(PHONE);
    if (first !== second) expect((await check(first)).json().code).not.toBe(1);
    expect((await check(second)).json().code).toBe(1);
  });

  it('refuses an expired code', async () => {
    await send('register');
    await runSql(sql`update verify_codes set expires_at = now() - interval '1 second'`);
    expect((await check(codes.last(PHONE))).json()).toMatchObject({ code: 0, msg: '验证码已过期，请重新获取' });
  });

  it('allows at most 5 tries, then refuses even the right code', async () => {
    await send('register');
    const code = codes.last(PHONE);
    for (let left = 4; left >= 1; left -= 1) {
      expect((await check(wrong(code))).json().msg).toBe(`验证码错误，还可尝试 ${left} 次`);
    }
    expect((await check(wrong(code))).json().msg).toBe('验证码错误次数过多，请重新获取');
    expect((await check(code)).json()).toMatchObject({ code: 0, msg: '验证码错误次数过多，请重新获取' });
  });

  it('checks a code against its purpose', async () => {
    await send('register');
    expect((await check(codes.last(PHONE), 'change')).json()).toMatchObject({ code: 0, msg: '请先获取验证码' });
  });

  it('sends forget codes only to registered phones, register and change codes only to new ones', async () => {
    expect((await send('forget')).json()).toMatchObject({ code: 0, msg: '该手机号未注册' });
    await runSql(sql`update users set phone = ${PHONE} where username = 'company'`);
    expect((await send('register')).json()).toMatchObject({ code: 0, msg: '该手机号已注册，请更换手机号' });
    expect((await send('change')).json()).toMatchObject({ code: 0, msg: '该手机号已注册，请更换手机号' });
    expect((await send('forget')).json().code).toBe(1);
  });

  it('answers v1/verifyCode/register as a register-code send', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/verifyCode/register', payload: { phone: PHONE } });
    expect(res.json().code).toBe(1);
    expect(codes.sent.at(-1)).toMatchObject({ phone: PHONE, verifyType: 'register' });
  });

  it('writes nothing when the sender fails', async () => {
    setVerifyCodeSender({
      async send() {
        throw new Error('gateway down');
      },
    });
    try {
      const before = await snapshotCounts();
      const res = await send('register');
      expect(res.json()).toMatchObject({ code: 0, msg: '验证码发送失败，请稍后再试' });
      expect(await snapshotCounts()).toEqual(before);
    } finally {
      setVerifyCodeSender({ send: async (m) => void codes.sent.push(m) });
    }
    expect((await send('register')).json().code).toBe(1);
    expect(await countRows('verify_codes')).toBe(1);
  });
});
