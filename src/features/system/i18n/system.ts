import { systemZh } from '@/features/system/i18n/system-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const systemCatalogue = defineCatalogue(systemZh, () => import('@/features/system/i18n/system-en-US'));

export type SystemTexts = Texts<typeof systemZh>;
