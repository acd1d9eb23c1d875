import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/consultations, by screen name (src/app/screens composes every feature's). */
export const consultationsScreens = {
  'advice-order': screenCode(() => import('./advice-order-screen'), (m) => m.AdviceOrderScreen),
  adviceOrderDetail: screenCode(() => import('./advice-order-detail-screen'), (m) => m.AdviceOrderDetailScreen),
  'front-advice-order': screenCode(() => import('./front-advice-order-screen'), (m) => m.FrontAdviceOrderScreen),
  'front-createAdviceOrder': screenCode(() => import('./front-create-advice-order-screen'), (m) => m.FrontCreateAdviceOrderScreen),
} satisfies ScreenCodes;
