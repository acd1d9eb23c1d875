import { useLanguage } from '@/stores/language';
import { contractWordEn } from '@contract/words-en';

/**
 * A word of the contract's catalogues (a state, an action, a privilege, a log module or action, a host kind) in the
 * language in effect: the declarations carry the Chinese, contract/words-en.ts its English.
 */
export function useContractWord(): (word: string) => string {
  const language = useLanguage();
  return language === 'en-US' ? contractWordEn : asItself;
}

// One function for Chinese, so what a screen builds from the words (memoised columns, search fields) stays the same
// from one render to the next.
const asItself = (word: string): string => word;
