import { accessScreens } from '@/features/access/screens';
import { agencyScreens } from '@/features/agency/screens';
import { appContentScreens } from '@/features/app-content/screens';
import { authScreens } from '@/features/auth/screens';
import { companyExportScreens } from '@/features/company-export/screens';
import { consultationsScreens } from '@/features/consultations/screens';
import { contentScreens } from '@/features/content/screens';
import { dashboardScreens } from '@/features/dashboard/screens';
import { enterpriseScreens } from '@/features/enterprise/screens';
import { homeScreens } from '@/features/home/screens';
import { lifeTreeScreens } from '@/features/life-tree/screens';
import { logsScreens } from '@/features/logs/screens';
import { messagesScreens } from '@/features/messages/screens';
import { ordersScreens } from '@/features/orders/screens';
import { parkScreens } from '@/features/park/screens';
import { preApplyScreens } from '@/features/pre-apply/screens';
import { staffScreens } from '@/features/staff/screens';
import { suggestionsScreens } from '@/features/suggestions/screens';
import { systemScreens } from '@/features/system/screens';
import { tenancyScreens } from '@/features/tenancy/screens';
import { vouchersScreens } from '@/features/vouchers/screens';
import type { ScreenCodes } from '@/lib/screen-code';

/** Each feature's screen code; a screen is named in one of them only (a unit test checks). */
export const FEATURE_SCREEN_CODES: readonly ScreenCodes[] = [
  authScreens, messagesScreens, parkScreens, accessScreens, systemScreens, appContentScreens, logsScreens, tenancyScreens,
  enterpriseScreens, suggestionsScreens, companyExportScreens, lifeTreeScreens, contentScreens, agencyScreens, ordersScreens,
  consultationsScreens, preApplyScreens, vouchersScreens, staffScreens, homeScreens, dashboardScreens,
];

export const SCREEN_CODES: ScreenCodes = Object.assign({}, ...FEATURE_SCREEN_CODES);
