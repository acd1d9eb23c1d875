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

const LoginPage = lazy(() => import('@/features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegistPage = lazy(() => import('@/features/auth/regist-page').then((m) => ({ default: m.RegistPage })));
const ForgotPwdPage = lazy(() => import('@/features/auth/forgot-pwd-page').then((m) => ({ default: m.ForgotPwdPage })));
const ResetPwdPage = lazy(() => import('@/features/auth/reset-pwd-page').then((m) => ({ default: m.ResetPwdPage })));

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
