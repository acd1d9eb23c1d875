import { loginUserType } from '@/api/config';
import { MANAGE_REFRESH_PARK_ID } from '@contract/constants';
import { http } from '@/api/http';
import type { ChangeAccountPayload, HostKey, LoginDataResponse, LoginResponse, RegisterPayload, VerifyType } from '@/api/types';

export interface PasswordLogin {
  username: string;
  password: string;
  host: HostKey;
  parkId?: number;
}

/** Password grant with the Basic client credentials; errors are left to the login form. */
export function login({ username, password, host, parkId = 0 }: PasswordLogin): Promise<LoginResponse> {
  return http.post<LoginResponse>(
    'v1/user/login',
    { username, password, grant_type: 'password', parkId, userType: loginUserType(host) },
    { auth: 'basic', host, loading: true, quiet: true },
  );
}

/** Link login (DESIGN.md §4): a refresh token handed over by another platform becomes a session. */
export function loginWithRefreshToken(refreshToken: string, origin: HostKey): Promise<LoginResponse> {
  return http.post<LoginResponse>(
    'v1/user/login',
    { grant_type: 'refresh_token', refresh_token: refreshToken, parkId: MANAGE_REFRESH_PARK_ID, userType: loginUserType(origin) },
    { auth: 'basic', host: origin, loading: true, quiet: true },
  );
}

export function logout(): Promise<unknown> {
  return http.post('v1/user/logout', {}, { quiet: true });
}

export function fetchLoginData(): Promise<LoginDataResponse> {
  return http.get<LoginDataResponse>('v1/user/loginData');
}

export function register(payload: RegisterPayload, host: HostKey): Promise<unknown> {
  return http.post('v1/user/register', payload, { auth: 'none', host, loading: true, quiet: true });
}

export function sendVerifyCode(verifyType: VerifyType, phone: string, host?: HostKey): Promise<unknown> {
  return http.post(`v1/verifyCode/get/${verifyType}`, { phone }, { auth: 'none', host, quiet: true });
}

export function checkVerifyCode(phone: string, code: string, verifyType: VerifyType, host?: HostKey): Promise<unknown> {
  return http.post('v1/verifyCode/check', { phone, code, verifyType }, { auth: 'none', host, quiet: true });
}

export function resetForgottenPassword(phone: string, code: string, password: string, host?: HostKey): Promise<unknown> {
  return http.post('v1/user/forget/password', { phone, code, password }, { auth: 'none', host, loading: true, quiet: true });
}

export function changePassword(oldPassword: string, newPassword: string): Promise<unknown> {
  return http.post('v1/user/change/password', { oldPassword, newPassword }, { loading: true, quiet: true });
}

export function changeAccount(payload: ChangeAccountPayload): Promise<unknown> {
  return http.post('v1/user/change/account', payload, { loading: true, quiet: true });
}
