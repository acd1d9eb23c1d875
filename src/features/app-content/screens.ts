import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/app-content, by screen name (src/app/screens composes every feature's). */
export const appContentScreens = {
  'appSet-manage': screenCode(() => import('./app-set-manage-screen'), (m) => m.AppSetManageScreen),
  'appSet-quick': screenCode(() => import('./app-set-quick-screen'), (m) => m.AppSetQuickScreen),
  'appSet-addDetail': screenCode(() => import('./app-item-form-screen'), (m) => m.AppSetAddDetailScreen),
  'quick-entry-set': screenCode(() => import('./app-item-form-screen'), (m) => m.QuickEntrySetScreen),
} satisfies ScreenCodes;
