import { fieldError } from './errors';

// What makes a username, a password and an e-mail acceptable, wherever an account is created or changed; their
// maximum lengths are the contract's (src/contract/schemas/user.ts). A refusal names the form field the value came
// from (`field`), so the form shows it under that field.

export const passwordProblem = (password: string): string | null =>
  password.length < 8 || !/[A-Za-z]/.test(password) || !/[0-9]/.test(password) ? '密码需为 8-64 位，且同时包含字母和数字' : null;

export const usernameProblem = (username: string): string | null =>
  /^[\p{L}\p{N}_.@-]{3,32}$/u.test(username) ? null : '用户名需为 3-32 位，只能包含文字、字母、数字和 _ . @ -';

export function checkPasswordStrength(password: string, field = 'password'): void {
  const problem = passwordProblem(password);
  if (problem) throw fieldError(field, problem);
}

export function checkUsername(username: string, field = 'username'): void {
  const problem = usernameProblem(username);
  if (problem) throw fieldError(field, problem);
}

export function checkEmail(email: string, field = 'email'): void {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw fieldError(field, '邮箱格式不正确');
}
