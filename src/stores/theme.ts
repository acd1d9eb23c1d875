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
