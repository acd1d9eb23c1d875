import { contentZh } from '@/features/content/i18n/content-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const contentCatalogue = defineCatalogue(contentZh, () => import('@/features/content/i18n/content-en-US'));

export type ContentTexts = Texts<typeof contentZh>;
