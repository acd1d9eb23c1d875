import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/orders, by screen name (src/app/screens composes every feature's). */
export const ordersScreens = {
  serviceOrder: screenCode(() => import('./service-order-screen'), (m) => m.ServiceOrderScreen),
  'cash-order': screenCode(() => import('./cash-order-screen'), (m) => m.CashOrderScreen),
  'order-detail': screenCode(() => import('./order-detail-screen'), (m) => m.OrderDetailScreen),
  assignOrder: screenCode(() => import('./order-detail-screen'), (m) => m.AssignOrderScreen),
  cashOrderDetail: screenCode(() => import('./order-detail-screen'), (m) => m.OrderDetailScreen),
  serviceOrderDetail: screenCode(() => import('./order-detail-screen'), (m) => m.OrderDetailScreen),
  'front-cash-order': screenCode(() => import('./front-cash-order-screen'), (m) => m.FrontCashOrderScreen),
  'front-cashOrderDetail': screenCode(() => import('./order-detail-screen'), (m) => m.OrderDetailScreen),
  'front-createCashOrder': screenCode(() => import('./apply-screen'), (m) => m.ApplyScreen),
} satisfies ScreenCodes;
