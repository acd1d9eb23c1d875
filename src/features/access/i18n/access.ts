import { accessZh } from '@/features/access/i18n/access-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const accessCatalogue = defineCatalogue(accessZh, () => import('@/features/access/i18n/access-en-US'));

export type AccessTexts = Texts<typeof accessZh>;
