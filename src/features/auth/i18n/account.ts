import { accountZh } from '@/features/auth/i18n/account-zh-CN';
import { defineCatalogue } from '@/lib/i18n/catalogue';

export const accountCatalogue = defineCatalogue(accountZh, () => import('@/features/auth/i18n/account-en-US'));
