import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/dashboard, by screen name (src/app/screens composes every feature's). */
export const dashboardScreens = {
  dashboard: screenCode(() => import('./dashboard-screen'), (m) => m.DashboardScreen),
} satisfies ScreenCodes;
