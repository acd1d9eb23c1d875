import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/enterprise, by screen name (src/app/screens composes every feature's). */
export const enterpriseScreens = {
  checkcompany: screenCode(() => import('./audit-list-screen'), (m) => m.AuditListScreen),
  'companyManage-edit': screenCode(() => import('./company-edit-screen'), (m) => m.CompanyEditScreen),
  'companyManage-detail': screenCode(() => import('./company-detail-screen'), (m) => m.CompanyDetailScreen),
} satisfies ScreenCodes;
