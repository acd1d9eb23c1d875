import type { dashboardZh } from '@/features/dashboard/i18n/dashboard-zh-CN';
import type { Texts } from '@/lib/i18n/catalogue';

export const texts: Texts<typeof dashboardZh> = {
  title: 'Dashboard',
  scope: 'Scope',
  allParks: 'All parks',
  currentPark: 'Current park',
  exportButton: 'Export',
  exportLabel: (panel) => `Export ${panel}`,
  retry: 'Retry',
  empty: 'No data',
  table: (panel) => `${panel} (table)`,
  yuan: 'Yuan',
};
