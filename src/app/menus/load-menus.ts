import { fetchCurrentUserMenu } from '@/api/menu';
import type { MenuNode } from '@/api/types';
import { useMenuStore } from '@/app/menus/menu-store';

const inFlight = new Map<string, Promise<MenuNode[]>>();

export function manageMenuKey(parkId: number): string {
  return `manage:${parkId}`;
}

/** Loads the manage menu tree of a park once; the home screen and the layout share the same call. */
export function loadManageMenus(parkId: number): Promise<MenuNode[]> {
  const key = manageMenuKey(parkId);
  const state = useMenuStore.getState();
  if (state.key === key && state.status === 'ready') return Promise.resolve(state.menus);
  let call = inFlight.get(key);
  if (!call) {
    state.setLoading(key);
    call = fetchCurrentUserMenu(parkId)
      .then((menus) => {
        useMenuStore.getState().setMenus(key, menus);
        return menus;
      })
      .catch((error: unknown) => {
        useMenuStore.getState().setFailed(key);
        throw error;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, call);
  }
  return call;
}
