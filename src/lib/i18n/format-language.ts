import { DEFAULT_LANGUAGE, type Language } from '@contract/languages';

// The language dates and money are written in: set by the language store (src/stores/language.ts) as it changes,
// read by the pure formatting helpers below it (as dayjs keeps its global locale), so no caller passes it along.
let current: Language = DEFAULT_LANGUAGE;

export function setFormatLanguage(language: Language): void {
  current = language;
}

export function formatLanguage(): Language {
  return current;
}
