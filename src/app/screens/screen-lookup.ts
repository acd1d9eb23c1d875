import type { ComponentType, LazyExoticComponent } from 'react';
import type { ScreenRoute } from '@/app/menus/menu-tree';
import { SCREEN_TABLE, type ScreenEntry } from '@/app/screens/screen-table';

// What the shell asks of the screen table: every view here is derived from it, none is written by hand.

const byName = new Map<string, ScreenEntry>(SCREEN_TABLE.map((entry) => [entry.name, entry]));

export function screenNamed(name: string): ScreenEntry | null {
  return byName.get(name) ?? null;
}

export const knownScreenNames: string[] = [...byName.keys()];

/** The fixed extra routes of spec §2, each at /{name} with its breadcrumb names. */
export const fixedRoutes: ScreenRoute[] = SCREEN_TABLE.flatMap((entry) =>
  entry.crumbs ? [{ path: `/${entry.name}`, screen: entry.name, crumbs: entry.crumbs }] : [],
);

export function screenFor(name: string): LazyExoticComponent<ComponentType> | null {
  return screenNamed(name)?.load?.Screen ?? null;
}

/** Starts loading the screen a path opens (its last segment names it), so it can render without a spinner. */
export function preloadScreenAt(path: string): Promise<unknown> {
  const name = path.split('/').filter(Boolean).at(-1) ?? '';
  return screenNamed(name)?.load?.preload() ?? Promise.resolve();
}

/** Known screens still shown as placeholders; a test caps this number so it can only go down. */
export function placeholderScreenNames(): string[] {
  return SCREEN_TABLE.filter((entry) => !entry.load).map((entry) => entry.name);
}

/** The privilege code a manage user needs to open the screen, if any. */
export function screenPrivilege(name: string): string | null {
  return screenNamed(name)?.privilege?.code ?? null;
}

/** Whether a tenant that has not settled in may open the screen. */
export function isCheckInFree(name: string): boolean {
  return screenNamed(name)?.checkInFree === true;
}
