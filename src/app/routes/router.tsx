import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createHashRouter } from 'react-router-dom';
import { preloadable } from '@/app/routes/preloadable';
import { RequireAuth } from '@/app/routes/require-auth';
import { PageLoading } from '@/app/screens/page-loading';

// The signed-in shell (layout, menus, home, screen routes) and the error page load on demand, so #/login never
// downloads them before its form shows.
const layout = preloadable(() => import('@/app/layout/app-layout'));
const home = preloadable(() => import('@/app/home/home-page'));
const screenRoutes = preloadable(() => import('@/app/routes/screen-routes'));

/** Starts the shell's downloads side by side instead of one after another as its parts render. */
export function preloadShell(): Promise<unknown> {
  return Promise.all([layout.preload(), home.preload(), screenRoutes.preload()]);
}

const AppLayout = layout.component((m) => m.AppLayout);
const HomePage = home.component((m) => m.HomePage);
const ScreenRoutes = screenRoutes.component((m) => m.ScreenRoutes);
const RouteError = lazy(() => import('@/app/routes/route-error').then((m) => ({ default: m.RouteError })));

const login = preloadable(() => import('@/features/auth/login-page'));
const regist = preloadable(() => import('@/features/auth/regist-page'));
const forgotPwd = preloadable(() => import('@/features/auth/forgot-pwd-page'));
const resetPwd = preloadable(() => import('@/features/auth/reset-pwd-page'));

const LoginPage = login.component((m) => m.LoginPage);
const RegistPage = regist.component((m) => m.RegistPage);
const ForgotPwdPage = forgotPwd.component((m) => m.ForgotPwdPage);
const ResetPwdPage = resetPwd.component((m) => m.ResetPwdPage);

const publicPages: Record<string, () => Promise<unknown>> = {
  '/login': login.preload,
  '/regist': regist.preload,
  '/forgotPwd': forgotPwd.preload,
  '/resetPwd': resetPwd.preload,
};

/**
 * Loads what the first view at `path` renders: a public page (any other path without a session sends the visitor to
 * #/login), or the signed-in shell and the screen the path names. A part that suspends on first render shows a
 * spinner, and React then holds the content back for its Suspense reveal throttle of 300 ms (bench: #/login's
 * password field 670 -> 490 ms).
 */
export function preloadView(path: string, signedIn: boolean): Promise<unknown> {
  const page = publicPages[path] ?? (signedIn ? null : login.preload);
  if (page) return page();
  return Promise.all([preloadShell(), screenRoutes.preload().then((m) => m.preloadScreenAt(path))]);
}

function loaded(Page: ComponentType): ReactNode {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

export type AppRouter = ReturnType<typeof createAppRouter>;

export function createAppRouter() {
  const errorElement = loaded(RouteError);
  return createHashRouter([
    { path: '/login', element: loaded(LoginPage), errorElement },
    { path: '/regist', element: loaded(RegistPage), errorElement },
    { path: '/forgotPwd', element: loaded(ForgotPwdPage), errorElement },
    { path: '/resetPwd', element: loaded(ResetPwdPage), errorElement },
    {
      path: '/',
      errorElement,
      element: <RequireAuth>{loaded(AppLayout)}</RequireAuth>,
      children: [
        { index: true, element: <HomePage /> },
        { path: '*', element: <ScreenRoutes /> },
      ],
    },
  ]);
}
