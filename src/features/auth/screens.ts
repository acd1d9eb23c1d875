import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/auth, by screen name (src/app/screens composes every feature's). */
export const authScreens = {
  accountInfo: screenCode(() => import('./account-info-page'), (m) => m.AccountInfoPage),
} satisfies ScreenCodes;
