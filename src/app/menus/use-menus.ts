import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MenuNode } from '@/api/types';
import { builtInMenus, builtInSubPages } from '@/app/menus/built-in-menus';
import { manageMenuQuery } from '@/app/menus/menu-query';
import { menuRoutes, type ScreenRoute } from '@/app/menus/menu-tree';
import { heldMenus } from '@/app/menus/privileged-menus';
import { fixedRoutes } from '@/app/screens/screen-lookup';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';

const noMenus: MenuNode[] = [];

/** 'idle': a manage user with no park yet, so no menus to load. */
export type MenuStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface Menus {
  menus: MenuNode[];
  status: MenuStatus;
  /** Menu routes first, then the fixed extra routes not already reached through a menu. */
  routes: ScreenRoute[];
}

export function useMenus(): Menus {
  const hostKey = useSessionStore((state) => state.hostKey) ?? 'manage';
  const parkId = useParkStore((state) => state.parkId);
  const privileges = useSessionStore((state) => state.privileges);
  const builtIn = builtInMenus(hostKey);
  // Errors are already shown by the client; the layout offers the fixed routes meanwhile.
  const manage = useQuery({ ...manageMenuQuery(parkId ?? 0), enabled: !builtIn && parkId !== null });

  const menus = useMemo(() => builtIn ?? heldMenus(manage.data ?? noMenus, privileges), [builtIn, manage.data, privileges]);
  const status: MenuStatus = builtIn ? 'ready' : parkId === null ? 'idle' : manage.isSuccess ? 'ready' : manage.isError ? 'error' : 'loading';

  const routes = useMemo(() => {
    const fromMenus = menuRoutes(menus, builtInSubPages(hostKey));
    const taken = new Set(fromMenus.map((route) => route.path));
    return [...fromMenus, ...fixedRoutes.filter((route) => !taken.has(route.path))];
  }, [menus, hostKey]);

  return { menus, status, routes };
}
