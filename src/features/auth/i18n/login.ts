import { defineCatalogue } from '@/lib/i18n/catalogue';
import { loginZh } from '@/features/auth/i18n/login-zh-CN';

export const loginCatalogue = defineCatalogue(loginZh, () => import('@/features/auth/i18n/login-en-US'));
