import type { Texts } from '@/lib/i18n/catalogue';
import type { loginZh } from '@/features/auth/i18n/login-zh-CN';

export const texts: Texts<typeof loginZh> = {
  title: 'Park Console',
  kinds: { manage: 'Park admin', front: 'Tenant company', agent: 'Service agency' },
  username: 'Username',
  password: 'Password',
  usernameRequired: 'Please enter your username',
  passwordRequired: 'Please enter your password',
  submit: 'Sign in',
  forgot: 'Forgot password',
  register: 'Create an account',
  linkFailed: (reason) => `Link sign-in failed: ${reason}`,
  kindMismatch: (kind) => `This is not a "${kind}" account; please choose the right sign-in type`,
  language: 'Language',
};
