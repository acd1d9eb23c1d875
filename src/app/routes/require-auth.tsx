import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';

/** Sends a visitor without a token to /login, remembering the path first asked for. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.accessToken);
  const hostKey = useSessionStore((state) => state.hostKey);
  const parkId = useParkStore((state) => state.parkId);
  const needSwitch = useParkStore((state) => state.needSwitch);
  const location = useLocation();
  const asked = `${location.pathname}${location.search}`;

  if (!token) return <Navigate to={`/login?redirect=${encodeURIComponent(asked)}`} replace />;
  // A manage user works inside one park: until one is chosen, the home screen decides and then returns here.
  if (hostKey === 'manage' && (parkId === null || needSwitch) && location.pathname !== '/') {
    return <Navigate to={`/?redirect=${encodeURIComponent(asked)}`} replace />;
  }
  return <>{children}</>;
}
