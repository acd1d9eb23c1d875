import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type ThemeName = 'light' | 'dark';

interface ThemeState {
  /** What the user chose in the header on this browser; null follows the system's preference. */
  chosen: ThemeName | null;
  choose: (theme: ThemeName) => void;
}

export const THEME_STORAGE_KEY = 'park-console-theme';

// A choice of this device, not of the session: sign-out keeps it (src/stores/sync-tabs.ts clearLocalSession).
export const useThemeStore = create<ThemeState>()(
  persist((set) => ({ chosen: null, choose: (chosen) => set({ chosen }) }), { name: THEME_STORAGE_KEY }),
);

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeSystem(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemTheme(): ThemeName {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The theme in effect: the one chosen on this browser, else the system's, followed as it changes. */
export function useThemeName(): ThemeName {
  const chosen = useThemeStore((state) => state.chosen);
  const system = useSyncExternalStore(subscribeSystem, systemTheme, () => 'light' as const);
  return chosen ?? system;
}
