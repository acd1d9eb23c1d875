import { create } from 'zustand';
import {
  isLanguage,
  languageOf,
  loadKnown,
  loadSide,
  type Catalogue,
  type Language,
  type Texts,
} from '@/lib/i18n/catalogue';
import { setFormatLanguage } from '@/lib/i18n/format-language';
import { useSessionStore, type SessionState } from '@/stores/session';

/**
 * Where the choice is kept: the browser's (the sign-in page's choice, and the default of who signs in next) and each
 * user's own, keyed by host kind and user id, taken up when that user signs in. Sign-out keeps both
 * (src/stores/sync-tabs.ts clearLocalSession); index.html's inline script reads the same keys before paint.
 */
export const LANGUAGE_STORAGE_KEY = 'park-console-language';

type UserKey = Pick<SessionState, 'hostKey' | 'userId'>;

export function userLanguageKey({ hostKey, userId }: UserKey): string | null {
  return hostKey && userId !== null ? `${LANGUAGE_STORAGE_KEY}:${hostKey}:${userId}` : null;
}

function stored(key: string | null): Language | null {
  if (!key || typeof localStorage === 'undefined') return null;
  const value = localStorage.getItem(key);
  return isLanguage(value) ? value : null;
}

function initialLanguage(): Language {
  const user = stored(userLanguageKey(useSessionStore.getState()));
  const device = stored(LANGUAGE_STORAGE_KEY);
  // A browser's language only: Node 21+ has a `navigator` too (its language en-US), and the sign-in page prerendered
  // at build time (which React renders from the store's initial state) is Chinese whatever machine builds it.
  return user ?? device ?? languageOf(typeof window === 'undefined' ? undefined : navigator.language);
}

interface LanguageState {
  language: Language;
  /** Fetches the new language's words of every screen part loaded so far, then switches all at once. */
  choose: (language: Language) => Promise<void>;
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  language: initialLanguage(),
  choose: async (language) => {
    await loadKnown(language);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    const userKey = userLanguageKey(useSessionStore.getState());
    if (userKey) localStorage.setItem(userKey, language);
    set({ language });
  },
}));

// Dates and money are written in the language in effect (src/lib/dates.ts, src/lib/money.ts).
setFormatLanguage(useLanguageStore.getState().language);
useLanguageStore.subscribe((state) => setFormatLanguage(state.language));

// Who signs in finds the language they chose last time; one who never chose keeps the one in effect.
useSessionStore.subscribe((session, before) => {
  if (session.userId === before.userId && session.hostKey === before.hostKey) return;
  const own = stored(userLanguageKey(session));
  if (own && own !== useLanguageStore.getState().language) void useLanguageStore.getState().choose(own);
});

export function useLanguage(): Language {
  return useLanguageStore((state) => state.language);
}

/** The language in effect, outside React (the HTTP client's Accept-Language, the error catalogue). */
export function currentLanguage(): Language {
  return useLanguageStore.getState().language;
}

/**
 * A catalogue's words in the language in effect. While its side is fetched (only on a first English use) the render
 * throws the fetch to the nearest Suspense boundary rather than calling `use`: React replays a render that suspended
 * in `use` with its hooks kept, and a replay that finds the side already here (so skips `use`) corrupts them ("Update
 * hook called on initial render"); a thrown promise unwinds instead and the screen renders afresh once it settles.
 */
export function useTexts<Z>(catalogue: Catalogue<Z>): Texts<Z> {
  const side = loadSide(catalogue, useLanguage());
  if (side.status === 'fulfilled') return side.value;
  throw side.status === 'rejected' ? side.reason : side;
}
