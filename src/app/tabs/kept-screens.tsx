import { Activity, memo, Suspense, useContext, useEffect, useLayoutEffect, useMemo, useState, type ContextType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  matchRoutes,
  NavigationType,
  UNSAFE_DataRouterStateContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { PageLoading } from '@/app/screens/page-loading';
import { ScreenBoundary } from '@/app/screens/screen-boundary';
import { registerTabLeave } from '@/app/tabs/unsaved-tabs';
import { useScrollMemory } from '@/app/tabs/scroll-memory';
import { KeptScreenContext, type KeptScreenLeave } from '@/components/schema-form/leave-guard';
import { useTabsStore, type OpenTab } from '@/stores/tabs';

type ScreenLocation = Partial<Location> & Pick<Location, 'pathname' | 'search'>;

// A hidden tab is rendered at the URL it was last shown with; one object per stored tab, so it does not re-render on
// every navigation of the active one.
const locations = new WeakMap<OpenTab, ScreenLocation>();
function locationOf(tab: OpenTab): ScreenLocation {
  const known = locations.get(tab);
  if (known) return known;
  const location = { pathname: tab.path, search: tab.search };
  locations.set(tab, location);
  return location;
}

/** Which record a screen shows (its `id` or `…Id` parameters): another record is a fresh screen, as before tabs. */
function recordKey(search: string): string {
  return [...new URLSearchParams(search)].filter(([name]) => name === 'id' || name.endsWith('Id')).map(([name, value]) => `${name}=${value}`).join('&');
}

interface KeptScreenProps {
  routes: RouteObject[];
  /** The location the tab was last shown at. */
  location: ScreenLocation;
  active: boolean;
  host: HTMLElement | null;
}

/** What the router tells a screen: its location, the route it sits under and the router's state. */
interface RouterValues {
  location: ContextType<typeof UNSAFE_LocationContext>;
  route: ContextType<typeof UNSAFE_RouteContext>;
  state: ContextType<typeof UNSAFE_DataRouterStateContext>;
}

function RouterValuesProvider({ values, children }: { values: RouterValues; children: ReactNode }) {
  return (
    <UNSAFE_LocationContext.Provider value={values.location}>
      <UNSAFE_RouteContext.Provider value={values.route}>
        <UNSAFE_DataRouterStateContext.Provider value={values.state}>{children}</UNSAFE_DataRouterStateContext.Provider>
      </UNSAFE_RouteContext.Provider>
    </UNSAFE_LocationContext.Provider>
  );
}

/** The tab's routes at whatever location the router values above say. */
const ScreenAt = memo(function ScreenAt({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
});

/**
 * One open tab's screen. Shown, it reads the router as it is (so a link or URL with other filters shows what it asks
 * for). Hidden, React keeps its state and pauses its effects (Activity), its markup leaves the document (only the
 * active screen is on the page, for the user, assistive technology and every query alike), and it is handed the
 * router as it was when hidden, at the tab's own location: each navigation gives the router new values, and without
 * this every hook of every hidden screen that reads them (useLocation, useSearchParams, useBlocker...) rendered again.
 */
const KeptScreen = memo(function KeptScreen({ routes, location, active, host }: KeptScreenProps) {
  const [container] = useState(() => document.createElement('div'));
  useLayoutEffect(() => {
    if (active && host) host.appendChild(container);
    else container.remove();
  }, [active, host, container]);
  useLayoutEffect(() => () => container.remove(), [container]);
  const [leave] = useState<KeptScreenLeave>(() => ({ shouldBlock: null }));
  const path = location.pathname;
  useEffect(() => registerTabLeave(path, leave), [path, leave]);

  const live: RouterValues = {
    location: useContext(UNSAFE_LocationContext),
    route: useContext(UNSAFE_RouteContext),
    state: useContext(UNSAFE_DataRouterStateContext),
  };
  const [hidden, setHidden] = useState<RouterValues | null>(null);
  if (active && hidden) setHidden(null);
  if (!active && !hidden) setHidden({ ...live, location: { location: { hash: '', state: null, key: 'tab', ...location }, navigationType: NavigationType.Pop } });
  const values = active ? live : (hidden ?? live);
  // A tab stays at its path: its screen is matched among its own route only, not the whole table at every render
  // (React Router flattens and ranks every route it is given at each call; 5% of a walk over every screen).
  const own = useMemo(() => {
    const match = matchRoutes(routes, path)?.[0]?.route;
    return match ? [match] : routes;
  }, [routes, path]);

  return createPortal(
    <KeptScreenContext.Provider value={leave}>
      <Activity mode={active ? 'visible' : 'hidden'}>
        <ScreenBoundary key={recordKey(values.location.location.search)}>
          <Suspense fallback={<PageLoading />}>
            <RouterValuesProvider values={values}>
              <ScreenAt routes={own} />
            </RouterValuesProvider>
          </Suspense>
        </ScreenBoundary>
      </Activity>
    </KeptScreenContext.Provider>,
    container,
  );
});

/** What is not a tab (a path no screen answers, a screen refused, an alias on its way): rendered as before tabs. */
function PlainScreen({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes, location);
  return (
    <ScreenBoundary key={location.pathname}>
      <Suspense fallback={<PageLoading />}>{element}</Suspense>
    </ScreenBoundary>
  );
}

/** The open tabs' screens, the current one shown and the others kept alive, or the current view when it is no tab. */
export function KeptScreens({ routes, current }: { routes: RouteObject[]; current: OpenTab | null }) {
  const tabs = useTabsStore((state) => state.tabs);
  const alive = useTabsStore((state) => state.alive);
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  useScrollMemory(current?.path ?? null);

  const shown = tabs.filter((tab) => alive.includes(tab.path) || tab.path === current?.path);
  if (current && !shown.some((tab) => tab.path === current.path)) shown.push(current);
  return (
    <>
      <div ref={setHost} />
      {shown.map((tab) => {
        const active = tab.path === current?.path;
        return <KeptScreen key={tab.path} routes={routes} location={locationOf(active && current ? current : tab)} active={active} host={host} />;
      })}
      {!current && <PlainScreen routes={routes} />}
    </>
  );
}
