import { authCalls, loginCalls } from '@contract/calls/auth';
import { userCalls } from '@contract/calls/user';
import { verifyCodeCalls } from '@contract/calls/verify-code';
import { MANAGE_REFRESH_PARK_ID } from '@contract/constants';
import { api } from '@/api/call';
import { loginUserType } from '@/api/config';
import type { ChangeAccountPayload, HostKey, RegisterPayload, VerifyType } from '@/api/types';

export { authCalls, loginCalls } from '@contract/calls/auth';
export { verifyCodeCalls } from '@contract/calls/verify-code';

export interface PasswordLogin {
  username: string;
  password: string;
  host: HostKey;
  parkId?: number;
}

/** Password grant with the Basic client credentials; errors are left to the login form. */
export const login = ({ username, password, host, parkId = 0 }: PasswordLogin) =>
  api(
    loginCalls.login,
    { body: { username, password, grant_type: 'password', parkId, userType: loginUserType(host) } },
    { auth: 'basic', host, loading: true, quiet: true },
  );

/** Link login (DESIGN.md §4): a refresh token handed over by another platform becomes a session. */
export const loginWithRefreshToken = (refreshToken: string, origin: HostKey) =>
  api(
    loginCalls.login,
    { body: { grant_type: 'refresh_token', refresh_token: refreshToken, parkId: MANAGE_REFRESH_PARK_ID, userType: loginUserType(origin) } },
    { auth: 'basic', host: origin, loading: true, quiet: true },
  );

export const logout = () => api(authCalls.logout, { body: {} }, { quiet: true });

export const fetchLoginData = () => api(userCalls.loginData);

export const register = (body: RegisterPayload, host: HostKey) => api(userCalls.register, { body }, { auth: 'none', host, loading: true, quiet: true });

export const sendVerifyCode = (verifyType: VerifyType, phone: string, host?: HostKey) =>
  api(verifyCodeCalls.send, { params: { verifyType }, body: { phone } }, { auth: 'none', host, quiet: true });

export const checkVerifyCode = (phone: string, code: string, verifyType: VerifyType, host?: HostKey) =>
  api(verifyCodeCalls.check, { body: { phone, code, verifyType } }, { auth: 'none', host, quiet: true });

export const resetForgottenPassword = (phone: string, code: string, password: string, host?: HostKey) =>
  api(userCalls.forgetPassword, { body: { phone, code, password } }, { auth: 'none', host, loading: true, quiet: true });

export const changePassword = (oldPassword: string, newPassword: string) =>
  api(userCalls.changePassword, { body: { oldPassword, newPassword } }, { loading: true, quiet: true });

export const changeAccount = (body: ChangeAccountPayload) => api(userCalls.changeAccount, { body }, { loading: true, quiet: true });
