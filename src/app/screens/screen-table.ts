import type { HostKey } from '@contract/host-kinds';
import { PRIVILEGES, type PrivilegeEntry } from '@contract/privileges';
import { SCREEN_NAMES, screenDeclaration } from '@contract/screens/catalogue';
import { SCREEN_CODES } from '@/app/screens/screen-codes';
import { lazyScreen, type LazyScreen } from '@/app/screens/lazy-screen';

/** One screen of spec §2 as the shell reads it: its declaration (contract/screens/catalogue.ts) with its code. */
export interface ScreenEntry {
  name: string;
  /** Who reaches it: the manage menus of the server, or the built-in front and agent menus. */
  hosts: readonly HostKey[];
  /** A fixed route at /{name} with these breadcrumb names; without it the screen is reached through a menu only. */
  crumbs?: string[];
  /** The screen's code; without it the route shows the labelled placeholder until its issue lands. */
  load?: LazyScreen;
  /** A manage user opens it only while holding this privilege, else '暂无权限' (spec §6). */
  privilege?: PrivilegeEntry;
  /** The menu screen it belongs to: a manage user reaches it only while that screen is in the user's menus. */
  parent?: string;
  /** A tenant that has not settled in may still open it (spec §4: the profile and the company form). */
  checkInFree?: boolean;
}

/** Every screen of the console: the router, breadcrumb, menu gate and privilege gate read this. */
export const SCREEN_TABLE: readonly ScreenEntry[] = SCREEN_NAMES.map((name) => {
  const { hosts, crumbs, privilege, parent, checkInFree } = screenDeclaration(name);
  const code = SCREEN_CODES[name];
  return {
    name,
    hosts,
    ...(crumbs && { crumbs: [...crumbs] }),
    ...(code && { load: lazyScreen(() => code.load(), (screen) => screen) }),
    ...(privilege && { privilege: PRIVILEGES[privilege] }),
    ...(parent && { parent }),
    ...(checkInFree && { checkInFree }),
  };
});
