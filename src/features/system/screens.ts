import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/system, by screen name (src/app/screens composes every feature's). */
export const systemScreens = {
  systemSet: screenCode(() => import('./system-set-screen'), (m) => m.SystemSetScreen),
} satisfies ScreenCodes;
