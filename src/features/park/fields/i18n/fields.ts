import { fieldsZh } from '@/features/park/fields/i18n/fields-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const fieldsCatalogue = defineCatalogue(fieldsZh, () => import('@/features/park/fields/i18n/fields-en-US'));

export type FieldsTexts = Texts<typeof fieldsZh>;
