import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/company-export, by screen name (src/app/screens composes every feature's). */
export const companyExportScreens = {
  'selectFeild-export': screenCode(() => import('./select-field-export-screen'), (m) => m.SelectFieldExportScreen),
} satisfies ScreenCodes;
