// What makes a username and a password acceptable wherever an account is created or changed, and the words of the
// registration's refusals: the server refuses with them and the console's forms check with them before sending.

export const PASSWORD_RULE_TEXT = '密码需为 8-64 位，且同时包含字母和数字';
export const USERNAME_RULE_TEXT = '用户名需为 3-32 位，只能包含文字、字母、数字和 _ . @ -';
export const USERNAME_TAKEN = '用户名已存在';
export const PHONE_TAKEN = '该手机号已注册';
export const PARK_REQUIRED = '请选择要入驻的园区';
export const PARK_UNAVAILABLE = '所选园区不存在或已停用';

/** Why a password is refused, or null when it is acceptable. */
export const passwordProblem = (password: string): string | null =>
  password.length < 8 || password.length > 64 || !/[A-Za-z]/.test(password) || !/[0-9]/.test(password) ? PASSWORD_RULE_TEXT : null;

/** Why a username is refused, or null when it is acceptable. */
export const usernameProblem = (username: string): string | null =>
  /^[\p{L}\p{N}_.@-]{3,32}$/u.test(username) ? null : USERNAME_RULE_TEXT;
