import { Type } from 'typebox';
import { HOST_KEYS } from '../host-kinds';
import { EmptyBody, LoginBody, LoginResponse } from '../schemas/auth';
import { defineCalls } from './define-call';

const TAGS = ['认证'];

// Signing out (spec §7: v1/user/logout).
export const authCalls = defineCalls('auth', TAGS, {
  logout: { method: 'POST', path: 'v1/user/logout', body: EmptyBody, response: Type.Null(), access: { hosts: HOST_KEYS, open: 'ends the caller\'s own session' }, summary: '退出登录（吊销当前会话的令牌）', done: '已退出登录' },
});

// Signing in (spec §7: v1/user/login) needs the client's HTTP Basic credentials and takes a form body as well as
// JSON, which callRoutes does not do: declared here, its route registered by hand from this declaration
// (server/modules/auth/routes.ts).
export const loginCalls = defineCalls('auth', TAGS, {
  login: {
    method: 'POST',
    path: 'v1/user/login',
    body: LoginBody,
    response: LoginResponse,
    access: { public: true },
    summary: '登录（密码授权或刷新令牌授权，需 HTTP Basic 客户端凭据）',
    done: '登录成功',
  },
});
