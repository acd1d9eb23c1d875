import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/access, by screen name (src/app/screens composes every feature's). */
export const accessScreens = {
  role: screenCode(() => import('./role-list-screen'), (m) => m.RoleListScreen),
  'role-detail': screenCode(() => import('./role-detail-screen'), (m) => m.RoleDetailScreen),
  privilege: screenCode(() => import('./privilege-screen'), (m) => m.PrivilegeScreen),
  account: screenCode(() => import('./account-list-screen'), (m) => m.AccountListScreen),
  'account-detail': screenCode(() => import('./account-detail-screen'), (m) => m.AccountDetailScreen),
} satisfies ScreenCodes;
