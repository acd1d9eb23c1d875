import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/pre-apply, by screen name (src/app/screens composes every feature's). */
export const preApplyScreens = {
  'pre-check': screenCode(() => import('./pre-check-list-screen'), (m) => m.PreCheckListScreen),
  preCheckDetail: screenCode(() => import('./pre-check-detail-screen'), (m) => m.PreCheckDetailScreen),
  'front-preApply-order': screenCode(() => import('./front-pre-apply-list-screen'), (m) => m.FrontPreApplyListScreen),
  'front-preApply-order-detail': screenCode(() => import('./front-pre-apply-detail-screen'), (m) => m.FrontPreApplyDetailScreen),
} satisfies ScreenCodes;
