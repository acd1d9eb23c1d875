import { companyExportZh } from '@/features/company-export/i18n/company-export-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const companyExportCatalogue = defineCatalogue(companyExportZh, () => import('@/features/company-export/i18n/company-export-en-US'));

export type CompanyExportTexts = Texts<typeof companyExportZh>;
