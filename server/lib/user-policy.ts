import { isEmail } from '../../src/contract/value-rules';
import { AppError } from './errors';

// What makes a username, a password and an e-mail acceptable, wherever an account is created or changed; their
// maximum lengths are the contract's (src/contract/schemas/user.ts).
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
  if (!isEmail(email)) throw new AppError('邮箱格式不正确');
}
