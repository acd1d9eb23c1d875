import { settlementsZh } from '@/components/i18n/settlements-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const settlementsCatalogue = defineCatalogue(settlementsZh, () => import('@/components/i18n/settlements-en-US'));

export type SettlementsTexts = Texts<typeof settlementsZh>;
