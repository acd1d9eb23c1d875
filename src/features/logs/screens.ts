import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/logs, by screen name (src/app/screens composes every feature's). */
export const logsScreens = {
  log: screenCode(() => import('./log-list-screen'), (m) => m.LogListScreen),
  'log-detail': screenCode(() => import('./log-detail-screen'), (m) => m.LogDetailScreen),
} satisfies ScreenCodes;
