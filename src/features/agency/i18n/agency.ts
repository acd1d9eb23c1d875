import { agencyZh } from '@/features/agency/i18n/agency-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const agencyCatalogue = defineCatalogue(agencyZh, () => import('@/features/agency/i18n/agency-en-US'));

export type AgencyTexts = Texts<typeof agencyZh>;
