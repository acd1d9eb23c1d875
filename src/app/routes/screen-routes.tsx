import { Suspense, useCallback, useMemo } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { isScreenName, mayOpenScreen, type ScreenHolder } from '@contract/screens/gate';
import { CheckInGuard } from '@/app/guards/check-in-guard';
import { useMenus } from '@/app/menus/use-menus';
import type { ScreenRoute } from '@/app/menus/menu-tree';
import { NoAccess } from '@/app/screens/no-access';
import { NotFoundPage } from '@/app/screens/not-found-page';
import { PageLoading } from '@/app/screens/page-loading';
import { PlaceholderScreen } from '@/app/screens/placeholder-screen';
import { screenHolder } from '@/app/routes/menu-gate';
import { screenFor } from '@/app/screens/screen-lookup';
import { KeptScreens } from '@/app/tabs/kept-screens';
import { LeaveGuardHost } from '@/components/schema-form/leave-guard';
import { useTabVisits } from '@/app/tabs/use-tab-visits';
import { useSessionStore } from '@/stores/session';

export { preloadScreenAt } from '@/app/screens/screen-lookup';

// One gate for every route (issue 21 point 8): a screen the user may not open (another host kind's, a menu the role
// lacks, a privilege it does not hold) shows the one no-access page, typed by URL too.
const mayOpen = (screen: string, holder: ScreenHolder) => !isScreenName(screen) || mayOpenScreen(screen, holder);

function ScreenHost({ route, holder, loading }: { route: ScreenRoute; holder: ScreenHolder; loading: boolean }) {
  // Until the park's menus arrive, a fixed screen's menu is not known to be held yet.
  if (!mayOpen(route.screen, holder)) return loading ? <PageLoading /> : <NoAccess />;
  const Screen = screenFor(route.screen);
  const content = Screen ? (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  ) : (
    <PlaceholderScreen screen={route.screen} />
  );
  return holder.hostKey === 'front' ? <CheckInGuard screen={route.screen}>{content}</CheckInGuard> : content;
}

/** A bare /{screen} of a screen that lives under its menu group: the same screen at its menu path, query kept. */
function ScreenAlias({ path }: { path: string }) {
  const { search } = useLocation();
  return <Navigate to={`${path}${search}`} replace />;
}

/** Each screen also answers at /{screen} when its menu puts it deeper (message links name the screen). */
function aliasRoutes(routes: ScreenRoute[]): RouteObject[] {
  const taken = new Set(routes.map((route) => route.path));
  const aliases = new Map<string, string>();
  for (const route of routes) {
    const alias = `/${route.screen}`;
    if (!taken.has(alias) && !aliases.has(alias)) aliases.set(alias, route.path);
  }
  return [...aliases].map(([alias, path]) => ({ path: alias, element: <ScreenAlias path={path} /> }));
}

/** A path no route answers: a known screen the user may not open is no-access, anything else not found. */
function Unrouted({ holder }: { holder: ScreenHolder }) {
  const { pathname } = useLocation();
  const screen = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return isScreenName(screen) && !mayOpenScreen(screen, holder) ? <NoAccess /> : <NotFoundPage />;
}

/**
 * The routes of the current menus and the fixed extra routes, each resolved through the screen table; each screen
 * opened is a tab that keeps its state while another is shown (issue 24 point 3).
 */
export function ScreenRoutes() {
  const { menus, routes, status } = useMenus();
  const hostKey = useSessionStore((state) => state.hostKey) ?? 'manage';
  const privileges = useSessionStore((state) => state.privileges);
  const holder = useMemo(() => screenHolder(hostKey, menus, privileges), [hostKey, menus, privileges]);
  const loading = status === 'loading';
  const config = useMemo<RouteObject[]>(
    () => [
      ...routes.map((route) => ({ path: route.path, element: <ScreenHost key={route.path} route={route} holder={holder} loading={loading} /> })),
      ...aliasRoutes(routes),
      { path: '*', element: loading ? <PageLoading /> : <Unrouted holder={holder} /> },
    ],
    [routes, holder, loading],
  );
  const mayOpenNow = useCallback((screen: string) => mayOpen(screen, holder), [holder]);
  const current = useTabVisits({ routes, status, mayOpen: mayOpenNow });
  return (
    <LeaveGuardHost>
      <KeptScreens routes={config} current={current} />
    </LeaveGuardHost>
  );
}
