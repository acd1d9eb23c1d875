import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/tenancy, by screen name (src/app/screens composes every feature's). */
export const tenancyScreens = {
  settlecompany: screenCode(() => import('./settle-company-screen'), (m) => m.SettleCompanyScreen),
  'companyManage-detail-copy': screenCode(() => import('./version-compare-screen'), (m) => m.VersionCompareScreen),
} satisfies ScreenCodes;
