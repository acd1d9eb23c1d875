import { useContext, useEffect, useLayoutEffect, useMemo } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router-dom';
import type { MenuStatus } from '@/app/menus/use-menus';
import type { ScreenRoute } from '@/app/menus/menu-tree';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { useTabsStore, type OpenTab } from '@/stores/tabs';
import { holdsUnsaved } from '@/app/tabs/unsaved-tabs';

const FIXED_SCREEN = 'home';

interface Visits {
  routes: ScreenRoute[];
  status: MenuStatus;
  /** Whether the user may open the screen now (the one gate of every route). */
  mayOpen: (screen: string) => boolean;
}

/**
 * The tab of the current URL (null when it is no screen the user may open), kept in the user's tabs: the tabs this
 * user opened in this park come back on mount (a reload), the current screen is opened or updated as its tab, and a
 * tab the gate now refuses, or whose screen the menus no longer hold, is dropped once the menus are known.
 */
export function useTabVisits({ routes, status, mayOpen }: Visits): OpenTab | null {
  const { pathname, search } = useLocation();
  const hostKey = useSessionStore((state) => state.hostKey);
  const userId = useSessionStore((state) => state.userId);
  const parkId = useParkStore((state) => state.parkId);
  const owner = `${hostKey ?? ''}:${userId ?? ''}:${parkId ?? ''}`;
  // Tabs are kept per park: a screen opened before the root has settled the park (a URL opened right after sign-in,
  // while a company's park is still being adopted) is shown as before tabs, and becomes a tab once the park is known.
  // Kept as a tab from the start, its owner changed under it, and in journeys the screen stayed on its spinner.
  const placed = hostKey === 'agent' || parkId !== null;

  const screen = routes.find((route) => route.path === pathname)?.screen ?? null;
  const allowed = placed && screen !== null && mayOpen(screen);
  const current = useMemo(
    () => (allowed && screen !== null ? { path: pathname, search, screen, fixed: screen === FIXED_SCREEN } : null),
    [allowed, pathname, search, screen],
  );

  useLayoutEffect(() => {
    if (placed) useTabsStore.getState().restore(owner);
  }, [owner, placed]);

  // Again when the owner changes under the screen shown (a company's park is adopted after its first screen opened):
  // the owner's tabs replace the list, and the screen on view must stay one of them.
  useEffect(() => {
    if (current) useTabsStore.getState().visit(current, (path) => holdsUnsaved([path]));
  }, [current, owner]);

  // Each navigation's URL as the router takes it, not as a render commits it: on a busy machine React may drop the
  // render of a URL that another navigation overtook (a filter searched, then another tab opened at once), and the
  // tab came back without its filter.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(
    () => router?.subscribe(({ location }) => useTabsStore.getState().follow(location.pathname, location.search)),
    [router],
  );

  useEffect(() => {
    if (status !== 'ready') return;
    const held = new Set(routes.map((route) => route.path));
    useTabsStore.getState().keep((tab) => held.has(tab.path) && mayOpen(tab.screen));
  }, [status, routes, mayOpen]);

  return current;
}
