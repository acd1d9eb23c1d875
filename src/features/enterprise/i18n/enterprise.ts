import { enterpriseZh } from '@/features/enterprise/i18n/enterprise-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const enterpriseCatalogue = defineCatalogue(enterpriseZh, () => import('@/features/enterprise/i18n/enterprise-en-US'));

export type EnterpriseTexts = Texts<typeof enterpriseZh>;
