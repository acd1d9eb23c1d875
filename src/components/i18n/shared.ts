import { sharedZh } from '@/components/i18n/shared-zh-CN';
import { defineCatalogue } from '@/lib/i18n/catalogue';

export const sharedCatalogue = defineCatalogue(sharedZh, () => import('@/components/i18n/shared-en-US'));
