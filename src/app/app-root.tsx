import { ConfigProvider, type ThemeConfig } from 'antd';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { antdLocale } from '@/app/antd-locale';
import { FramedRouter } from '@/app/feedback/framed-router';
import { PUBLIC_PATHS, showsLogin } from '@/app/routes/public-paths';
import { createAppRouter } from '@/app/routes/router';
import { consoleTheme } from '@/app/theme';
import { useLanguage } from '@/stores/language';
import { useReducedMotion } from '@/stores/reduced-motion';
import { useSessionStore } from '@/stores/session';
import { syncStoresAcrossTabs } from '@/stores/sync-tabs';
import { useThemeName, type ThemeName } from '@/stores/theme';

// The sign-in page (and the other pages without a session) stays light by design: it is rendered into index.html at
// build time so the password field shows before any script runs, and a dark copy beside it would double that page's
// CSS. The signed-in console follows the chosen theme.
function useShownTheme(router: ReturnType<typeof createAppRouter>): ThemeName {
  const pathname = useSyncExternalStore(router.subscribe, () => router.state.location.pathname);
  const signedIn = useSessionStore((state) => state.accessToken !== null);
  const chosen = useThemeName();
  return showsLogin(pathname, signedIn) || PUBLIC_PATHS.includes(pathname) ? 'light' : chosen;
}

// The dark theme's chunk, fetched the first time the console is to show dark; light until it has come.
function useDarkTheme(wanted: boolean): ThemeConfig | null {
  const [dark, setDark] = useState<ThemeConfig | null>(null);
  useEffect(() => {
    if (!wanted || dark) return;
    let active = true;
    void import('@/app/theme-dark').then((module) => {
      if (active) setDark(module.consoleDarkTheme);
    });
    return () => {
      active = false;
    };
  }, [wanted, dark]);
  return dark;
}

export function AppRoot() {
  const [router] = useState(createAppRouter);
  const wanted = useShownTheme(router);
  const dark = useDarkTheme(wanted === 'dark');
  const shown: ThemeName = wanted === 'dark' && dark ? 'dark' : 'light';
  const still = useReducedMotion();
  const base = shown === 'dark' && dark ? dark : consoleTheme;
  const theme = useMemo(() => (still ? { ...base, token: { ...base.token, motion: false } } : base), [base, still]);
  const language = useLanguage();
  useEffect(syncStoresAcrossTabs, []);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  // The browser's own parts (scroll bars, form controls' defaults) and the page behind the layout follow too.
  useEffect(() => {
    document.documentElement.style.colorScheme = shown;
    document.documentElement.dataset.theme = shown;
  }, [shown]);
  return (
    <ConfigProvider locale={antdLocale(language)} theme={theme}>
      <FramedRouter router={router} />
    </ConfigProvider>
  );
}
