import { homeZh } from '@/features/home/i18n/home-zh-CN';
import { defineCatalogue } from '@/lib/i18n/catalogue';

export const homeCatalogue = defineCatalogue(homeZh, () => import('@/features/home/i18n/home-en-US'));
