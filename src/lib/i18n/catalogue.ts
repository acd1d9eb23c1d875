import { DEFAULT_LANGUAGE, isLanguage, languageOfTag, type Language } from '@contract/languages';

export { isLanguage, type Language };

/** The words a language's side must give: the same keys as the Chinese side, each a string or a function alike. */
export type Texts<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Texts<T[K]>;
};

/**
 * One feature's words: the Chinese side in the chunk that uses it (Chinese is the default), the English side a
 * chunk of its own, fetched only by who reads English. `Texts<Z>` makes a key missing from English a type error.
 */
export interface Catalogue<Z> {
  readonly zh: Texts<Z>;
  readonly loadEn: () => Promise<Texts<Z>>;
  en: Texts<Z> | null;
  pending: Promise<Texts<Z>> | null;
}

const known = new Set<Catalogue<unknown>>();

export function defineCatalogue<Z>(zh: Z, loadEn: () => Promise<{ texts: Texts<Z> }>): Catalogue<Z> {
  const catalogue: Catalogue<Z> = { zh: zh as Texts<Z>, loadEn: () => loadEn().then((module) => module.texts), en: null, pending: null };
  known.add(catalogue as Catalogue<unknown>);
  return catalogue;
}

/** Fetches a catalogue's side of a language once; Chinese is always there. */
export function loadSide<Z>(catalogue: Catalogue<Z>, language: Language): Promise<Texts<Z>> {
  if (language === 'zh-CN') return Promise.resolve(catalogue.zh);
  if (catalogue.en) return Promise.resolve(catalogue.en);
  catalogue.pending ??= catalogue.loadEn().then(
    (texts) => (catalogue.en = texts),
    (error: unknown) => {
      catalogue.pending = null;
      throw error;
    },
  );
  return catalogue.pending;
}

/** The side of a language if it is already here, else null. */
export function sideOf<Z>(catalogue: Catalogue<Z>, language: Language): Texts<Z> | null {
  return language === 'zh-CN' ? catalogue.zh : catalogue.en;
}

const loaders = new Set<(language: Language) => Promise<unknown>>();

/** Words kept elsewhere than in a catalogue (antd's own) are fetched with the catalogues by this loader. */
export function registerLanguageLoader(loader: (language: Language) => Promise<unknown>): void {
  loaders.add(loader);
}

/** Fetches the language's side of every catalogue loaded so far, so a switch shows the new words all at once. */
export function loadKnown(language: Language): Promise<unknown> {
  return Promise.all([...[...known].map((catalogue) => loadSide(catalogue, language)), ...[...loaders].map((load) => load(language))]);
}

/** Every catalogue defined so far (the test that both sides hold the same keys walks them). */
export function knownCatalogues(): ReadonlySet<Catalogue<unknown>> {
  return known;
}

/** The browser's language decides when nobody chose: English for any English, else Chinese. */
export function languageOf(browserLanguage: string | undefined): Language {
  return languageOfTag(browserLanguage) === 'en-US' ? 'en-US' : DEFAULT_LANGUAGE;
}

/** Each language by its own name, as the switch offers it (so it is marked with that language, never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '中文', 'en-US': 'English' };
