import { useCallback, type ReactNode } from 'react';
import { mayCall, type RouteAccess } from '@contract/access';
import type { ScreenName } from '@contract/screens/catalogue';
import { mayOpenScreen } from '@contract/screens/gate';
import { useSessionStore } from '@/stores/session';

// A button sits on a screen that is open already, so its menu is held: what is left to ask is the host kind and the
// privilege its call (or the screen it leads to) declares. The one rule is the contract's, as the server applies it.

/** Whether the signed-in user may make this call: read from the call's declared access. */
export function useMayCall(call: { access: RouteAccess }): boolean {
  return useSessionStore((state) => state.hostKey !== null && mayCall(call.access, { hostKey: state.hostKey, privileges: state.privileges }));
}

/** The same question for calls known only at render (a list's row actions): a function of the call. */
export function useCallGate(): (call: { access: RouteAccess }) => boolean {
  const hostKey = useSessionStore((state) => state.hostKey);
  const privileges = useSessionStore((state) => state.privileges);
  return useCallback((call: { access: RouteAccess }) => hostKey !== null && mayCall(call.access, { hostKey, privileges }), [hostKey, privileges]);
}

/** Whether the signed-in user may open the screen a button leads to (its host kinds and its privilege). */
export function useMayOpen(screen: ScreenName): boolean {
  return useSessionStore((state) => state.hostKey !== null && mayOpenScreen(screen, { hostKey: state.hostKey, privileges: state.privileges }));
}

/** Renders its children only when the signed-in user may make the call (a button and what it opens). */
export function MayCall({ call, children }: { call: { access: RouteAccess }; children: ReactNode }) {
  return useMayCall(call) ? <>{children}</> : null;
}

/** Renders its children only when the signed-in user may open the screen they lead to. */
export function MayOpen({ screen, children }: { screen: ScreenName; children: ReactNode }) {
  return useMayOpen(screen) ? <>{children}</> : null;
}
