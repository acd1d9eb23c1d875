import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LoadingOverlay } from '@/app/feedback/loading-overlay';
import { hasWaitingMessages, subscribeWaitingMessages } from '@/app/feedback/message-queue';
import { preloadable } from '@/app/routes/preloadable';
import { showsLogin } from '@/app/routes/public-paths';
import { preloadShell, preloadView, type AppRouter } from '@/app/routes/router';
import { PageLoading } from '@/app/screens/page-loading';
import { useSessionStore } from '@/stores/session';

const frame = preloadable(() => import('@/app/feedback/app-frame'));
const AppFrame = frame.component((m) => m.AppFrame);

function preloadAll(): Promise<unknown> {
  return Promise.all([frame.preload(), preloadShell()]);
}


// A failed preload is retried by the render that needs the part, which shows the error then.
const preloadQuietly = () => void preloadAll().catch(() => undefined);

// Opened anywhere but #/login, the app will need its frame and probably the shell: start their downloads at boot,
// before the first render asks for them one after another.
if (!window.location.hash.startsWith('#/login')) preloadQuietly();

// Every page but the sign-in page needs the frame.
const framedAt = (path: string, signedIn: boolean) => !showsLogin(path, signedIn);

/** Loads the first view (see preloadView) and, where it is shown framed, the frame around it. */
export function preloadFirstView(path: string, signedIn: boolean): Promise<unknown> {
  const view = preloadView(path, signedIn);
  return framedAt(path, signedIn) ? Promise.all([frame.preload(), view]) : view;
}

/**
 * The router inside antd's App frame. #/login needs none of the frame (message, notification, modal), so it shows
 * without it; the frame and the signed-in shell download once the visitor starts using the form, and the frame wraps
 * the routes from the first page that needs it on (or from a client message), then stays, so messages outlive the
 * page that raised them. Once framed, the signed-in shell downloads alongside.
 */
export function FramedRouter({ router }: { router: AppRouter }) {
  const pathname = useSyncExternalStore(router.subscribe, () => router.state.location.pathname);
  const signedIn = useSessionStore((state) => state.accessToken !== null);
  const messageWaiting = useSyncExternalStore(subscribeWaitingMessages, hasWaitingMessages);
  const needed = messageWaiting || framedAt(pathname, signedIn);
  const [framed, setFramed] = useState(needed);
  if (!framed && needed) setFramed(true);

  useEffect(() => {
    if (framed) return preloadQuietly();
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    events.forEach((name) => document.addEventListener(name, preloadQuietly, { once: true, capture: true }));
    return () => events.forEach((name) => document.removeEventListener(name, preloadQuietly, { capture: true }));
  }, [framed]);

  const routes = <RouterProvider router={router} />;
  if (!framed) {
    return (
      <>
        <LoadingOverlay />
        {routes}
      </>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <AppFrame>{routes}</AppFrame>
    </Suspense>
  );
}
