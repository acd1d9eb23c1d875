import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/vouchers, by screen name (src/app/screens composes every feature's). */
export const vouchersScreens = {
  'vouchers-manage': screenCode(() => import('./vouchers-manage-screen'), (m) => m.VouchersManageScreen),
  'vouchers-manage-action': screenCode(() => import('./vouchers-action-screen'), (m) => m.VouchersActionScreen),
  'voucher-order': screenCode(() => import('./agency-voucher-order-screens'), (m) => m.VoucherOrderScreen),
  'end-sale-uncomfirm': screenCode(() => import('./agency-voucher-order-screens'), (m) => m.EndSaleUnconfirmScreen),
  'front-voucher-order': screenCode(() => import('./front-voucher-order-screen'), (m) => m.FrontVoucherOrderScreen),
  'front-voucherDetail': screenCode(() => import('./front-voucher-detail-screen'), (m) => m.FrontVoucherDetailScreen),
} satisfies ScreenCodes;
