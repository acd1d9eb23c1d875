import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { fixedRoutes, menuScreenNames } from '@/app/screens/fixed-routes';

type Screen = LazyExoticComponent<ComponentType>;

/**
 * Screen name (last path segment) → lazy screen. One line per screen; a known name missing here opens
 * the labelled placeholder until its issue lands.
 */
const screens: Record<string, Screen> = {
  accountInfo: lazy(() => import('@/features/auth/account-info-page').then((m) => ({ default: m.AccountInfoPage }))),
  log: lazy(() => import('@/features/logs/log-list-screen').then((m) => ({ default: m.LogListScreen }))),
  'log-detail': lazy(() => import('@/features/logs/log-detail-screen').then((m) => ({ default: m.LogDetailScreen }))),
};

export const knownScreenNames: string[] = [...new Set([...fixedRoutes.map((route) => route.screen), ...menuScreenNames])];

export function screenFor(name: string): Screen | null {
  return Object.hasOwn(screens, name) ? (screens[name] ?? null) : null;
}

/** Known screens still shown as placeholders; a test caps this number so it can only go down. */
export function placeholderScreenNames(): string[] {
  return knownScreenNames.filter((name) => !Object.hasOwn(screens, name));
}
