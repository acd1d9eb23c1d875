import { ruleMessageEn } from '@contract/rule-messages-en';
import { contractWordEn } from '@contract/words-en';
import { formatLanguage } from '@/lib/i18n/format-language';

/**
 * A contract word in the language dates and money are written in, for the pure helpers that build options and texts
 * outside a component (a component reads `useContractWord()`).
 */
export function contractWordNow(word: string): string {
  return formatLanguage() === 'en-US' ? contractWordEn(word) : word;
}

/** Options whose labels are contract words, labelled in the language in effect. */
export function optionsNow<T extends { label: string }>(options: readonly T[]): T[] {
  return options.map((option) => ({ ...option, label: contractWordNow(option.label) }));
}

/** A contract rule's sentence (a field's or a date's refusal) in the language in effect. */
export function ruleMessageNow(message: string): string {
  return formatLanguage() === 'en-US' ? ruleMessageEn(message) : message;
}
