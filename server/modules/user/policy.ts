import { AppError } from '../../lib/errors';

export const PASSWORD_MAX = 64;
export const USERNAME_MAX = 32;

export function checkPasswordStrength(password: string): void {
  if (password.length < 8 || !/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) {
    throw new AppError('密码需为 8-64 位，且同时包含字母和数字');
  }
}

export function checkUsername(username: string): void {
  if (!/^[\p{L}\p{N}_.@-]{3,32}$/u.test(username)) {
    throw new AppError('用户名需为 3-32 位，只能包含文字、字母、数字和 _ . @ -');
  }
}

export function checkEmail(email: string): void {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AppError('邮箱格式不正确');
}

// A concurrent registration can still hit a unique index after our checks passed.
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
