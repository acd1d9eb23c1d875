import { preApplyZh } from '@/features/pre-apply/i18n/pre-apply-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const preApplyCatalogue = defineCatalogue(preApplyZh, () => import('@/features/pre-apply/i18n/pre-apply-en-US'));

export type PreApplyTexts = Texts<typeof preApplyZh>;
