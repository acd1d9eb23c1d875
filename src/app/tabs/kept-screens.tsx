import { Activity, memo, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
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
  location: ScreenLocation;
  active: boolean;
  host: HTMLElement | null;
}

/**
 * One open tab's screen, rendered at its own location (so its filters and page, kept in its URL, stay its own). Hidden,
 * React keeps its state and pauses its effects (Activity), and its markup leaves the document: what is on the page is
 * only the active screen, for the user, assistive technology and every query alike.
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
  const element = useRoutes(routes, location);
  return createPortal(
    <KeptScreenContext.Provider value={leave}>
      <Activity mode={active ? 'visible' : 'hidden'}>
        <ScreenBoundary key={recordKey(location.search)}>
          <Suspense fallback={<PageLoading />}>{element}</Suspense>
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
  const location = useLocation();
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
        return <KeptScreen key={tab.path} routes={routes} location={active ? location : locationOf(tab)} active={active} host={host} />;
      })}
      {!current && <PlainScreen routes={routes} />}
    </>
  );
}
