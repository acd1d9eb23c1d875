import { consultationsZh } from '@/features/consultations/i18n/consultations-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const consultationsCatalogue = defineCatalogue(consultationsZh, () => import('@/features/consultations/i18n/consultations-en-US'));

export type ConsultationsTexts = Texts<typeof consultationsZh>;
