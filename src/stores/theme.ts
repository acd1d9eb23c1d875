import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { useMediaQuery } from '@/lib/media-query';

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

/** The theme in effect: the one chosen on this browser, else the system's, followed as it changes. */
export function useThemeName(): ThemeName {
  const chosen = useThemeStore((state) => state.chosen);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  return chosen ?? (prefersDark ? 'dark' : 'light');
}
