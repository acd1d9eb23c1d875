import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { CheckInGuard } from '@/app/guards/check-in-guard';
import { useMenus } from '@/app/menus/use-menus';
import type { ScreenRoute } from '@/app/menus/menu-tree';
import { screenPrivileges } from '@/app/screens/fixed-routes';
import { NoAccess } from '@/app/screens/no-access';
import { NotFoundPage } from '@/app/screens/not-found-page';
import { PageLoading } from '@/app/screens/page-loading';
import { PlaceholderScreen } from '@/app/screens/placeholder-screen';
import { reachableRoutes } from '@/app/routes/menu-gate';
import { screenFor } from '@/app/screens/registry';
import { Access } from '@/stores/access';
import { useSessionStore } from '@/stores/session';

export { preloadScreenAt } from '@/app/screens/registry';

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
  const privilege = screenPrivileges[route.screen];
  if (hostKey === 'manage' && privilege) {
    content = (
      <Access code={privilege} fallback={<NoAccess />}>
        {content}
      </Access>
    );
  }
  return hostKey === 'front' ? <CheckInGuard screen={route.screen}>{content}</CheckInGuard> : content;
}

/** The routes of the current menus and the fixed extra routes, each resolved through the screen registry. */
export function ScreenRoutes() {
  const { routes, status } = useMenus();
  const hostKey = useSessionStore((state) => state.hostKey) ?? 'manage';
  const element = useRoutes([
    ...reachableRoutes(routes, hostKey).map((route) => ({ path: route.path, element: <ScreenHost key={route.path} route={route} /> })),
    { path: '*', element: status === 'loading' ? <PageLoading /> : <NotFoundPage /> },
  ]);
  return element;
}
