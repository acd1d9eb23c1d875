import { Type } from 'typebox';
import { HOST_KEYS } from '../host-kinds';
import { EmptyBody, LoginDataResponse, LoginUser } from '../schemas/auth';
import { ParkBrief } from '../schemas/park';
import { ChangeAccountPayload, ChangePasswordBody, CompanyUserInfo, ForgetPasswordBody, MechanismUserInfo, RegisterPayload, Registered } from '../schemas/user';
import { defineCalls } from './define-call';

// The signed-in user's own account, and the two ways in without a session: registering and a forgotten password
// (spec §7: v1/user/*, iv/*/personerInfo). The server rate-limits sign-up and the password calls.
const SIGNED_IN = { hosts: HOST_KEYS, open: 'the signed-in user\'s own account' } as const;
const PUBLIC = { public: true } as const;

export const userCalls = defineCalls('user', ['账号'], {
  loginData: { method: 'GET', path: 'v1/user/loginData', response: LoginDataResponse, access: SIGNED_IN, summary: '当前登录用户信息' },
  register: { method: 'POST', path: 'v1/user/register', body: RegisterPayload, response: Registered, access: PUBLIC, summary: '注册企业（9）或服务机构（10）账号', done: '注册成功' },
  forgetPassword: {
    method: 'POST',
    path: 'v1/user/forget/password',
    body: ForgetPasswordBody,
    response: Type.Null(),
    access: PUBLIC,
    summary: '通过手机验证码重置密码',
    done: '密码已重置，请使用新密码登录',
  },
  changePassword: { method: 'POST', path: 'v1/user/change/password', body: ChangePasswordBody, response: Type.Null(), access: SIGNED_IN, summary: '修改密码（其他会话随之失效）', done: '密码已修改' },
  changeAccount: { method: 'POST', path: 'v1/user/change/account', body: ChangeAccountPayload, response: LoginUser, access: SIGNED_IN, summary: '修改账号信息（改手机号需验证码）', done: '账号信息已更新' },
  belongParks: { method: 'POST', path: 'v1/user/user/belong/park', body: EmptyBody, response: Type.Array(ParkBrief), access: SIGNED_IN, summary: '当前用户可进入的园区' },
  companyInfo: { method: 'GET', path: 'iv/company/personerInfo', response: CompanyUserInfo, access: { hosts: ['front'] }, summary: '企业用户的企业信息' },
  mechanismInfo: { method: 'GET', path: 'iv/mechanism/personerInfo', response: MechanismUserInfo, access: { hosts: ['agent'] }, summary: '机构用户的机构信息' },
});
