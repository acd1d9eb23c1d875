import type { sharedZh } from '@/components/i18n/shared-zh-CN';
import type { Texts } from '@/lib/i18n/catalogue';

export const texts: Texts<typeof sharedZh> = {
  rowNumber: 'No.',
  loading: 'Loading…',
  empty: 'No data',
  actions: 'Actions',
  retry: 'Retry',
  notice: 'Notice',
  loadFailed: 'Failed to load',
  total: (total) => `${total} in total`,
  inputPlaceholder: 'Enter text',
  selectPlaceholder: 'Select',
  startDate: 'Start date',
  endDate: 'End date',
  search: 'Search',
  reset: 'Reset',
};
