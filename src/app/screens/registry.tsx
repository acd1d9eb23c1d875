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
  park: lazy(() => import('@/features/park/park-list-screen').then((m) => ({ default: m.ParkListScreen }))),
  'park-add': lazy(() => import('@/features/park/park-form-screen').then((m) => ({ default: m.ParkFormScreen }))),
  'park-build': lazy(() => import('@/features/park/estate-screen').then((m) => ({ default: m.EstateScreen }))),
  'park-fileds': lazy(() => import('@/features/park/fields/model-list-screen').then((m) => ({ default: m.ModelListScreen }))),
  'park-fileds-manage': lazy(() => import('@/features/park/fields/field-list-screen').then((m) => ({ default: m.FieldListScreen }))),
  'park-fileds-add': lazy(() => import('@/features/park/fields/field-form-screen').then((m) => ({ default: m.FieldFormScreen }))),
  systemSet: lazy(() => import('@/features/system/system-set-screen').then((m) => ({ default: m.SystemSetScreen }))),
  role: lazy(() => import('@/features/access/role-list-screen').then((m) => ({ default: m.RoleListScreen }))),
  'role-detail': lazy(() => import('@/features/access/role-detail-screen').then((m) => ({ default: m.RoleDetailScreen }))),
  privilege: lazy(() => import('@/features/access/privilege-screen').then((m) => ({ default: m.PrivilegeScreen }))),
  account: lazy(() => import('@/features/access/account-list-screen').then((m) => ({ default: m.AccountListScreen }))),
  'account-detail': lazy(() => import('@/features/access/account-detail-screen').then((m) => ({ default: m.AccountDetailScreen }))),
};

export const knownScreenNames: string[] = [...new Set([...fixedRoutes.map((route) => route.screen), ...menuScreenNames])];

export function screenFor(name: string): Screen | null {
  return Object.hasOwn(screens, name) ? (screens[name] ?? null) : null;
}

/** Known screens still shown as placeholders; a test caps this number so it can only go down. */
export function placeholderScreenNames(): string[] {
  return knownScreenNames.filter((name) => !Object.hasOwn(screens, name));
}
