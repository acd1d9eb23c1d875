import type { HostKey } from '@/api/types';
import type { ScreenRoute } from '@/app/menus/menu-tree';

/** Fixed pages that belong to a menu screen: a manage user reaches them only while holding that menu. */
export const SCREEN_PARENTS: Record<string, string> = {
  'role-detail': 'role',
  'account-detail': 'account',
  'log-detail': 'log',
};

/** The routes a user may open: a fixed page of a menu screen the user's menus lack is not a route at all. */
export function reachableRoutes(routes: ScreenRoute[], hostKey: HostKey): ScreenRoute[] {
  if (hostKey !== 'manage') return routes;
  const screens = new Set(routes.map((route) => route.screen));
  return routes.filter((route) => {
    const parent = SCREEN_PARENTS[route.screen];
    return !parent || screens.has(parent);
  });
}
