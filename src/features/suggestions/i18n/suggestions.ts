import { suggestionsZh } from '@/features/suggestions/i18n/suggestions-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const suggestionsCatalogue = defineCatalogue(suggestionsZh, () => import('@/features/suggestions/i18n/suggestions-en-US'));

export type SuggestionsTexts = Texts<typeof suggestionsZh>;
