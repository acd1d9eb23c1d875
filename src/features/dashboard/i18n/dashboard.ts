import { dashboardZh } from '@/features/dashboard/i18n/dashboard-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const dashboardCatalogue = defineCatalogue(dashboardZh, () => import('@/features/dashboard/i18n/dashboard-en-US'));

export type DashboardTexts = Texts<typeof dashboardZh>;
