import { staffZh } from '@/features/staff/i18n/staff-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const staffCatalogue = defineCatalogue(staffZh, () => import('@/features/staff/i18n/staff-en-US'));

export type StaffTexts = Texts<typeof staffZh>;
