import { Type } from 'typebox';
import { CodeSent, PhoneBody, VerifyCheckBody, VerifyTypeParams } from '../schemas/verify-code';
import { defineCalls } from './define-call';

// Phone verification codes (spec §7: v1/verifyCode/*): asked for before a session exists, so public; the server
// rate-limits them.
const PUBLIC = { public: true } as const;

export const verifyCodeCalls = defineCalls('verifyCode', ['验证码'], {
  send: {
    method: 'POST',
    path: 'v1/verifyCode/get/:verifyType',
    params: VerifyTypeParams,
    body: PhoneBody,
    response: CodeSent,
    access: PUBLIC,
    summary: '发送验证码（6 位，10 分钟有效，每个手机号每分钟一次）',
    done: '验证码已发送',
  },
  sendRegister: { method: 'POST', path: 'v1/verifyCode/register', body: PhoneBody, response: CodeSent, access: PUBLIC, summary: '发送注册验证码', done: '验证码已发送' },
  check: { method: 'POST', path: 'v1/verifyCode/check', body: VerifyCheckBody, response: Type.Null(), access: PUBLIC, summary: '校验验证码（不消耗验证码；错误计入尝试次数）', done: '验证码正确' },
});
