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
 * A side's fetch whose outcome a render reads synchronously: the status and value are set by the first callback
 * attached, so a side already here is returned at once and a pending one is thrown to Suspense (src/stores/language.ts).
 */
export type Side<T> = PromiseLike<T> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

function settledSide<T>(value: T): Side<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

function trackedSide<T>(load: () => Promise<T>): Side<T> {
  const state: { status: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown } = { status: 'pending' };
  const promise = load().then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
      return value;
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
      throw reason;
    },
  );
  return Object.assign(promise, state) as Side<T>;
}

/**
 * One feature's words: the Chinese side in the chunk that uses it (Chinese is the default), the English side a
 * chunk of its own, fetched only by who reads English. `Texts<Z>` makes a key missing from English a type error.
 */
export interface Catalogue<Z> {
  readonly zh: Texts<Z>;
  readonly zhSide: Side<Texts<Z>>;
  readonly loadEn: () => Promise<Texts<Z>>;
  en: Texts<Z> | null;
  enSide: Side<Texts<Z>> | null;
}

const known = new Set<Catalogue<unknown>>();

export function defineCatalogue<Z>(zh: Z, loadEn: () => Promise<{ texts: Texts<Z> }>): Catalogue<Z> {
  const catalogue: Catalogue<Z> = {
    zh: zh as Texts<Z>,
    zhSide: settledSide(zh as Texts<Z>),
    loadEn: () => loadEn().then((module) => module.texts),
    en: null,
    enSide: null,
  };
  known.add(catalogue as Catalogue<unknown>);
  return catalogue;
}

/**
 * A catalogue's side of a language, fetched once; Chinese is always here. A failed fetch stays failed for the screens
 * that read it (they show the error rather than fetch again on every render) until `retry` asks again (a switch).
 */
export function loadSide<Z>(catalogue: Catalogue<Z>, language: Language, retry = false): Side<Texts<Z>> {
  if (language === 'zh-CN') return catalogue.zhSide;
  if (retry && catalogue.enSide?.status === 'rejected') catalogue.enSide = null;
  catalogue.enSide ??= trackedSide(() => catalogue.loadEn().then((texts) => (catalogue.en = texts)));
  return catalogue.enSide;
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
  return Promise.all([...[...known].map((catalogue) => loadSide(catalogue, language, true)), ...[...loaders].map((load) => load(language))]);
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
