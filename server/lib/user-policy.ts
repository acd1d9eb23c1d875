import { passwordProblem, usernameProblem } from '@contract/account-rules';
import { isEmail } from '@contract/value-rules';
import { fieldError } from './errors';

// Usernames, passwords and e-mails checked wherever an account is created or changed, by the contract's rules
// (contract/account-rules.ts). A refusal names the form field the value came from, to be shown under it.

export function checkPasswordStrength(password: string, field = 'password'): void {
  const problem = passwordProblem(password);
  if (problem) throw fieldError(field, problem);
}

export function checkUsername(username: string, field = 'username'): void {
  const problem = usernameProblem(username);
  if (problem) throw fieldError(field, problem);
}

export function checkEmail(email: string, field = 'email'): void {
  if (!isEmail(email)) throw fieldError(field, '邮箱格式不正确');
}
