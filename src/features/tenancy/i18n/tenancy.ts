import { tenancyZh } from '@/features/tenancy/i18n/tenancy-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const tenancyCatalogue = defineCatalogue(tenancyZh, () => import('@/features/tenancy/i18n/tenancy-en-US'));

export type TenancyTexts = Texts<typeof tenancyZh>;
