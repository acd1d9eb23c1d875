import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createHashRouter } from 'react-router-dom';
import { AppLayout } from '@/app/layout/app-layout';
import { HomePage } from '@/app/home/home-page';
import { RequireAuth } from '@/app/routes/require-auth';
import { RouteError } from '@/app/routes/route-error';
import { ScreenRoutes } from '@/app/routes/screen-routes';
import { PageLoading } from '@/app/screens/page-loading';

const LoginPage = lazy(() => import('@/features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegistPage = lazy(() => import('@/features/auth/regist-page').then((m) => ({ default: m.RegistPage })));
const ForgotPwdPage = lazy(() => import('@/features/auth/forgot-pwd-page').then((m) => ({ default: m.ForgotPwdPage })));
const ResetPwdPage = lazy(() => import('@/features/auth/reset-pwd-page').then((m) => ({ default: m.ResetPwdPage })));

function publicPage(Page: ComponentType): ReactNode {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

export function createAppRouter() {
  return createHashRouter([
    { path: '/login', element: publicPage(LoginPage), errorElement: <RouteError /> },
    { path: '/regist', element: publicPage(RegistPage), errorElement: <RouteError /> },
    { path: '/forgotPwd', element: publicPage(ForgotPwdPage), errorElement: <RouteError /> },
    { path: '/resetPwd', element: publicPage(ResetPwdPage), errorElement: <RouteError /> },
    {
      path: '/',
      errorElement: <RouteError />,
      element: (
        <RequireAuth>
          <AppLayout />
        </RequireAuth>
      ),
      children: [
        { index: true, element: <HomePage /> },
        { path: '*', element: <ScreenRoutes /> },
      ],
    },
  ]);
}
