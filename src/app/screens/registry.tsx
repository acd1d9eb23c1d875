import type { ComponentType, LazyExoticComponent } from 'react';
import { preloadable } from '@/app/routes/preloadable';
import { fixedRoutes, menuScreenNames } from '@/app/screens/fixed-routes';

type Screen = LazyExoticComponent<ComponentType>;

interface Entry {
  Screen: Screen;
  preload(): Promise<unknown>;
}

function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Entry {
  const module = preloadable(load);
  return { Screen: module.component(pick), preload: module.preload };
}

/**
 * Screen name (last path segment) → lazy screen, loadable ahead of its first render. One line per screen; a known
 * name missing here opens the labelled placeholder until its issue lands.
 */
const screens: Record<string, Entry> = {
  accountInfo: screen(() => import('@/features/auth/account-info-page'), (m) => m.AccountInfoPage),
  log: screen(() => import('@/features/logs/log-list-screen'), (m) => m.LogListScreen),
  'log-detail': screen(() => import('@/features/logs/log-detail-screen'), (m) => m.LogDetailScreen),
  park: screen(() => import('@/features/park/park-list-screen'), (m) => m.ParkListScreen),
  'park-add': screen(() => import('@/features/park/park-form-screen'), (m) => m.ParkFormScreen),
  'park-build': screen(() => import('@/features/park/estate-screen'), (m) => m.EstateScreen),
  'park-fileds': screen(() => import('@/features/park/fields/model-list-screen'), (m) => m.ModelListScreen),
  'park-fileds-manage': screen(() => import('@/features/park/fields/field-list-screen'), (m) => m.FieldListScreen),
  'park-fileds-add': screen(() => import('@/features/park/fields/field-form-screen'), (m) => m.FieldFormScreen),
  systemSet: screen(() => import('@/features/system/system-set-screen'), (m) => m.SystemSetScreen),
  role: screen(() => import('@/features/access/role-list-screen'), (m) => m.RoleListScreen),
  'role-detail': screen(() => import('@/features/access/role-detail-screen'), (m) => m.RoleDetailScreen),
  privilege: screen(() => import('@/features/access/privilege-screen'), (m) => m.PrivilegeScreen),
  account: screen(() => import('@/features/access/account-list-screen'), (m) => m.AccountListScreen),
  'account-detail': screen(() => import('@/features/access/account-detail-screen'), (m) => m.AccountDetailScreen),
};

export const knownScreenNames: string[] = [...new Set([...fixedRoutes.map((route) => route.screen), ...menuScreenNames])];

const entryOf = (name: string): Entry | null => (Object.hasOwn(screens, name) ? (screens[name] ?? null) : null);

export function screenFor(name: string): Screen | null {
  return entryOf(name)?.Screen ?? null;
}

/** Starts loading the screen a path opens (its last segment names it), so it can render without a spinner. */
export function preloadScreenAt(path: string): Promise<unknown> {
  const name = path.split('/').filter(Boolean).at(-1) ?? '';
  return entryOf(name)?.preload() ?? Promise.resolve();
}

/** Known screens still shown as placeholders; a test caps this number so it can only go down. */
export function placeholderScreenNames(): string[] {
  return knownScreenNames.filter((name) => !Object.hasOwn(screens, name));
}
