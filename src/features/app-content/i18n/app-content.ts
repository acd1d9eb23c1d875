import { appContentZh } from '@/features/app-content/i18n/app-content-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const appContentCatalogue = defineCatalogue(appContentZh, () => import('@/features/app-content/i18n/app-content-en-US'));

export type AppContentTexts = Texts<typeof appContentZh>;
