import type { FormRule } from 'antd';
import { MOBILE_PATTERN } from '@/contract/value-rules';

export const PHONE_PATTERN = new RegExp(MOBILE_PATTERN);

export const phoneRules: FormRule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: PHONE_PATTERN, message: '请输入正确的手机号' },
];

export const passwordRules: FormRule[] = [
  { required: true, message: '请输入密码' },
  { min: 6, max: 20, message: '密码长度为 6-20 位' },
];

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
