import { parkZh } from '@/features/park/i18n/park-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const parkCatalogue = defineCatalogue(parkZh, () => import('@/features/park/i18n/park-en-US'));

export type ParkTexts = Texts<typeof parkZh>;
