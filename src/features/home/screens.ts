import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/home, by screen name (src/app/screens composes every feature's). */
export const homeScreens = {
  home: screenCode(() => import('./home-screen'), (m) => m.HomeScreen),
} satisfies ScreenCodes;
