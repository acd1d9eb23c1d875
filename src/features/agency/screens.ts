import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/agency, by screen name (src/app/screens composes every feature's). */
export const agencyScreens = {
  'front-services': screenCode(() => import('./front-services-screen'), (m) => m.FrontServicesScreen),
  'front-agencies': screenCode(() => import('./front-agencies-screen'), (m) => m.FrontAgenciesScreen),
  orgCompanyCheck: screenCode(() => import('./org-company-check-screen'), (m) => m.OrgCompanyCheckScreen),
  orgCompanyM: screenCode(() => import('./org-company-m-screen'), (m) => m.OrgCompanyMScreen),
  orgServiceCheck: screenCode(() => import('./org-service-check-screen'), (m) => m.OrgServiceCheckScreen),
  'agency-add': screenCode(() => import('./agency-form-screen'), (m) => m.AgencyAddScreen),
  'agency-edit': screenCode(() => import('./agency-form-screen'), (m) => m.AgencyEditScreen),
  'agency-manage': screenCode(() => import('./agency-manage-screen'), (m) => m.AgencyManageScreen),
  'mechanism-info': screenCode(() => import('./mechanism-info-screen'), (m) => m.MechanismInfoScreen),
  'org-info-write': screenCode(() => import('./org-info-write-screen'), (m) => m.OrgInfoWriteScreen),
  'org-info-detail': screenCode(() => import('./org-info-detail-screen'), (m) => m.OrgInfoDetailScreen),
  'service-content': screenCode(() => import('./service-content-screen'), (m) => m.ServiceContentScreen),
  'org-serve-write': screenCode(() => import('./org-serve-write-screen'), (m) => m.OrgServeWriteScreen),
  'org-serve-mng': screenCode(() => import('./org-serve-mng-screen'), (m) => m.OrgServeMngScreen),
  'strength-intro': screenCode(() => import('./strength-intro-screen'), (m) => m.StrengthIntroScreen),
} satisfies ScreenCodes;
