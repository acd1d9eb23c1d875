import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/life-tree, by screen name (src/app/screens composes every feature's). */
export const lifeTreeScreens = {
  companyTree: screenCode(() => import('./company-tree-screen'), (m) => m.CompanyTreeScreen),
  companyTreeRatio: screenCode(() => import('./company-tree-ratio-screen'), (m) => m.CompanyTreeRatioScreen),
} satisfies ScreenCodes;
