import { logsZh } from '@/features/logs/i18n/logs-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const logsCatalogue = defineCatalogue(logsZh, () => import('@/features/logs/i18n/logs-en-US'));

export type LogsTexts = Texts<typeof logsZh>;
