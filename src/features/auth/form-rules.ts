import type { FormRule } from 'antd';
import { MOBILE_PATTERN } from '@contract/value-rules';
import { passwordProblem, usernameProblem } from '@contract/account-rules';

export const PHONE_PATTERN = new RegExp(MOBILE_PATTERN);

export const phoneRules: FormRule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: PHONE_PATTERN, message: '请输入正确的手机号' },
];

const checkedBy = (problem: (value: string) => string | null): FormRule => ({
  validator: (_rule, value: unknown) => {
    const text = typeof value === 'string' && value !== '' ? problem(value) : null;
    return text ? Promise.reject(new Error(text)) : Promise.resolve();
  },
});

/** A new password, by the server's own rule. */
export const passwordRules: FormRule[] = [{ required: true, message: '请输入密码' }, checkedBy(passwordProblem)];

/** A new username, by the server's own rule. */
export const usernameRules: FormRule[] = [{ required: true, whitespace: true, message: '请输入用户名' }, checkedBy(usernameProblem)];

/** The confirmation field must repeat the field named `field`. */
export function confirmRules(field: string): FormRule[] {
  return [
    { required: true, message: '请再次输入密码' },
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        !value || getFieldValue(field) === value ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致')),
    }),
  ];
}
