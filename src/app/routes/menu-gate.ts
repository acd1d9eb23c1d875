import type { HostKey } from '@/api/types';
import type { ScreenRoute } from '@/app/menus/menu-tree';
import { screenParent } from '@/app/screens/screen-lookup';

/** The routes a user may open: a fixed page of a menu screen the user's menus lack is not a route at all. */
export function reachableRoutes(routes: ScreenRoute[], hostKey: HostKey): ScreenRoute[] {
  if (hostKey !== 'manage') return routes;
  const screens = new Set(routes.map((route) => route.screen));
  return routes.filter((route) => {
    const parent = screenParent(route.screen);
    return !parent || screens.has(parent);
  });
}
