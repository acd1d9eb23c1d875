import { Suspense } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { CheckInGuard } from '@/app/guards/check-in-guard';
import { useMenus } from '@/app/menus/use-menus';
import type { ScreenRoute } from '@/app/menus/menu-tree';
import { NoAccess } from '@/app/screens/no-access';
import { NotFoundPage } from '@/app/screens/not-found-page';
import { PageLoading } from '@/app/screens/page-loading';
import { PlaceholderScreen } from '@/app/screens/placeholder-screen';
import { reachableRoutes } from '@/app/routes/menu-gate';
import { screenFor, screenPrivilege } from '@/app/screens/screen-lookup';
import { Access } from '@/stores/access';
import { useSessionStore } from '@/stores/session';

export { preloadScreenAt } from '@/app/screens/screen-lookup';

function ScreenHost({ route }: { route: ScreenRoute }) {
  const hostKey = useSessionStore((state) => state.hostKey);
  const Screen = screenFor(route.screen);
  let content = Screen ? (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  ) : (
    <PlaceholderScreen screen={route.screen} />
  );
  const privilege = screenPrivilege(route.screen);
  if (hostKey === 'manage' && privilege) {
    content = (
      <Access code={privilege} fallback={<NoAccess />}>
        {content}
      </Access>
    );
  }
  return hostKey === 'front' ? <CheckInGuard screen={route.screen}>{content}</CheckInGuard> : content;
}

/** A bare /{screen} of a screen that lives under its menu group: the same screen at its menu path, query kept. */
function ScreenAlias({ path }: { path: string }) {
  const { search } = useLocation();
  return <Navigate to={`${path}${search}`} replace />;
}

/** Each reachable screen also answers at /{screen} when its menu puts it deeper (message links name the screen). */
function aliasRoutes(routes: ScreenRoute[]): RouteObject[] {
  const taken = new Set(routes.map((route) => route.path));
  const aliases = new Map<string, string>();
  for (const route of routes) {
    const alias = `/${route.screen}`;
    if (!taken.has(alias) && !aliases.has(alias)) aliases.set(alias, route.path);
  }
  return [...aliases].map(([alias, path]) => ({ path: alias, element: <ScreenAlias path={path} /> }));
}

/** The routes of the current menus and the fixed extra routes, each resolved through the screen table. */
export function ScreenRoutes() {
  const { routes, status } = useMenus();
  const hostKey = useSessionStore((state) => state.hostKey) ?? 'manage';
  const reachable = reachableRoutes(routes, hostKey);
  const element = useRoutes([
    ...reachable.map((route) => ({ path: route.path, element: <ScreenHost key={route.path} route={route} /> })),
    ...aliasRoutes(reachable),
    { path: '*', element: status === 'loading' ? <PageLoading /> : <NotFoundPage /> },
  ]);
  return element;
}
