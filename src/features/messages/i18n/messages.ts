import { messagesZh } from '@/features/messages/i18n/messages-zh-CN';
import { defineCatalogue } from '@/lib/i18n/catalogue';

export const messagesCatalogue = defineCatalogue(messagesZh, () => import('@/features/messages/i18n/messages-en-US'));
