import { create } from 'zustand';
import type { MenuNode } from '@/api/types';
import { useSessionStore } from '@/stores/session';

export type MenuStatus = 'idle' | 'loading' | 'ready' | 'error';

interface MenuState {
  /** `${hostKey}:${parkId}` of the loaded tree; manage menus differ per park. */
  key: string | null;
  menus: MenuNode[];
  status: MenuStatus;
  setLoading: (key: string) => void;
  setMenus: (key: string, menus: MenuNode[]) => void;
  setFailed: (key: string) => void;
  reset: () => void;
}

export const useMenuStore = create<MenuState>()((set) => ({
  key: null,
  menus: [],
  status: 'idle',
  setLoading: (key) => set({ key, status: 'loading', menus: [] }),
  setMenus: (key, menus) => set({ key, menus, status: 'ready' }),
  setFailed: (key) => set({ key, status: 'error', menus: [] }),
  reset: () => set({ key: null, menus: [], status: 'idle' }),
}));

// Menus belong to one signed-in user: a new sign-in or a sign-out drops them.
useSessionStore.subscribe((state, previous) => {
  if (state.accessToken === null || state.userId !== previous.userId) useMenuStore.getState().reset();
});
