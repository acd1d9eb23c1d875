import { useCallback } from 'react';
import { shellZh } from '@/app/i18n/shell-zh-CN';
import { defineCatalogue, type Language } from '@/lib/i18n/catalogue';
import { useLanguage } from '@/stores/language';
import { screenWordEn } from '@contract/screens/words-en';

export const shellCatalogue = defineCatalogue(shellZh, () => import('@/app/i18n/shell-en-US'));

/** A word of the screen catalogue (a menu entry, a crumb, a screen's label) in the language in effect. */
export function screenWord(word: string, language: Language): string {
  return language === 'en-US' ? screenWordEn(word) : word;
}

export function useScreenWord(): (word: string) => string {
  const language = useLanguage();
  return useCallback((word: string) => screenWord(word, language), [language]);
}
