import { useIsFetching } from '@tanstack/react-query';
import { Layout, Typography } from 'antd';
import '@/app/layout/dayjs-locale';
import { Suspense, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { AppBreadcrumb } from '@/app/layout/app-breadcrumb';
import { SideMenu, TopMenu, usesTopBar } from '@/app/layout/nav-menu';
import { shellCatalogue } from '@/app/i18n/shell';
import { ThemeSwitch } from '@/app/layout/theme-switch';
import { UserMenu } from '@/app/layout/user-menu';
import { useMenus } from '@/app/menus/use-menus';
import { MessageBell } from '@/features/messages/message-bell';
import { useReadOnArrival } from '@/features/messages/use-read-on-arrival';
import { PageLoading } from '@/app/screens/page-loading';
import { ShellQueryProvider } from '@/app/query/shell-query-provider';
import { ScreenBoundary } from '@/app/screens/screen-boundary';
import { LanguageSwitch } from '@/components/language-switch/language-switch';
import { TabStrip } from '@/app/tabs/tab-strip';
import { MayOpen } from '@/stores/access';
import { useTexts } from '@/stores/language';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { screenLink } from '@contract/screens/links';

/**
 * The park shown in the header (the design's fixed words 当前园区), by host kind: an operator works in the park it
 * chose, switched from the user menu; a company sees the park it belongs to once it has one; an agency serves every
 * park and is shown none.
 */
function ParkLabel() {
  const parkName = useParkStore((state) => state.parkName);
  const hostKey = useSessionStore((state) => state.hostKey);
  const texts = useTexts(shellCatalogue);
  if (hostKey === 'manage') return <span style={{ whiteSpace: 'nowrap' }}>{texts.currentPark(parkName || '--')}</span>;
  if (hostKey === 'front' && parkName) return <span style={{ whiteSpace: 'nowrap' }}>{texts.currentPark(parkName)}</span>;
  return null;
}

/** The signed-in shell: header, menus, breadcrumb and the current screen, over the server-data cache. */
export function AppLayout() {
  return (
    <ShellQueryProvider>
      <LayoutFrame />
    </ShellQueryProvider>
  );
}

/**
 * The content region, busy while the screen's data loads, for assistive technology; `data-path` is the path the screen
 * shown was rendered for (a navigation in a transition keeps the previous one on screen until the next is ready). The
 * busy flag changes at every call a screen makes: only this element renders again for it, its children are the
 * frame's elements unchanged, so the header, menus and tab strip do not.
 */
function BusyContent({ pathname, children }: { pathname: string; children: ReactNode }) {
  const fetching = useIsFetching() > 0;
  return (
    <Layout.Content style={{ padding: 24 }} aria-busy={fetching} data-path={pathname}>
      {children}
    </Layout.Content>
  );
}

function LayoutFrame() {
  const { menus, routes } = useMenus();
  const { pathname } = useLocation();
  const topBar = usesTopBar(menus);
  const texts = useTexts(shellCatalogue);
  useReadOnArrival();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24, color: '#fff' }}>
        {/* The platform's name leads back to the user's to-do, the first screen after sign-in. */}
        <Link to={screenLink('home')}>
          <Typography.Text strong style={{ color: '#fff', fontSize: 18, whiteSpace: 'nowrap' }}>
            {texts.platform}
          </Typography.Text>
        </Link>
        {topBar ? <TopMenu menus={menus} /> : <div style={{ flex: 1 }} />}
        <MayOpen screen="dashboard">
          <Link to={screenLink('dashboard')} style={{ color: '#fff', whiteSpace: 'nowrap' }}>
            {texts.dashboard}
          </Link>
        </MayOpen>
        <ParkLabel />
        <LanguageSwitch style={{ color: 'inherit' }} />
        <ThemeSwitch />
        <MessageBell />
        <UserMenu />
      </Layout.Header>
      <Layout>
        {!topBar && (
          <Layout.Sider width={220} theme="light" style={{ overflow: 'auto' }}>
            <SideMenu menus={menus} />
          </Layout.Sider>
        )}
        <BusyContent pathname={pathname}>
          {/* The root decides the park and where to go; every screen past it opens as a tab. */}
          {pathname !== '/' && <TabStrip />}
          <AppBreadcrumb routes={routes} />
          {/* Each tab's screen has its own boundary (src/app/tabs/kept-screens.tsx): this one is the root's and the
              tabs' frame, kept across navigations so the tabs it holds stay alive. */}
          <ScreenBoundary key={pathname === '/' ? 'root' : 'screens'}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ScreenBoundary>
        </BusyContent>
      </Layout>
    </Layout>
  );
}
