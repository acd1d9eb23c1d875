import { useEffect, useMemo } from 'react';
import type { MenuNode } from '@/api/types';
import { builtInMenus, builtInSubPages } from '@/app/menus/built-in-menus';
import { loadManageMenus, manageMenuKey } from '@/app/menus/load-menus';
import { menuRoutes, type ScreenRoute } from '@/app/menus/menu-tree';
import { fixedRoutes } from '@/app/screens/fixed-routes';
import { useMenuStore, type MenuStatus } from '@/app/menus/menu-store';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';

const noMenus: MenuNode[] = [];

export interface Menus {
  menus: MenuNode[];
  status: MenuStatus;
  /** Menu routes first, then the fixed extra routes not already reached through a menu. */
  routes: ScreenRoute[];
}

export function useMenus(): Menus {
  const hostKey = useSessionStore((state) => state.hostKey) ?? 'manage';
  const parkId = useParkStore((state) => state.parkId);
  const stored = useMenuStore();
  const builtIn = builtInMenus(hostKey);
  const key = parkId === null ? null : manageMenuKey(parkId);

  useEffect(() => {
    if (builtIn || parkId === null) return;
    // Errors are already shown by the client; the layout offers the fixed routes meanwhile.
    if (useMenuStore.getState().key !== manageMenuKey(parkId)) loadManageMenus(parkId).catch(() => undefined);
  }, [builtIn, parkId]);

  const loaded = stored.key === key ? stored.menus : noMenus;
  const menus = builtIn ?? loaded;
  const status: MenuStatus = builtIn ? 'ready' : stored.key === key ? stored.status : 'loading';

  const routes = useMemo(() => {
    const fromMenus = menuRoutes(menus, builtInSubPages(hostKey));
    const taken = new Set(fromMenus.map((route) => route.path));
    return [...fromMenus, ...fixedRoutes.filter((route) => !taken.has(route.path))];
  }, [menus, hostKey]);

  return { menus, status, routes };
}
