import type { homeZh } from '@/features/home/i18n/home-zh-CN';
import type { Texts } from '@/lib/i18n/catalogue';

export const texts: Texts<typeof homeZh> = {
  count: (count) => `${count} ${count === 1 ? 'item' : 'items'}`,
  overdueCount: (count) => `${count} overdue`,
  overdue: 'Overdue',
  viewAll: 'View all',
  viewAllOf: (kind) => `${kind}: view all`,
  nothingWaits: 'Nothing to do',
};
