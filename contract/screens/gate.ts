import type { HostKey } from '../host-kinds';
import { PRIVILEGES } from '../privileges';
import { SCREEN_NAMES, SCREENS, screenDeclaration, type ScreenName } from './catalogue';

// Who may open a screen, one rule for the console's router and the server's reads (issue 21 point 8).

/** What a signed-in user holds: the host kind, the menu screens of the role in the session's park, the codes. */
export interface ScreenHolder {
  hostKey: HostKey;
  /**
   * The paths of the manage menus the user's role holds (every menu for the platform admin); unread for other host
   * kinds. Left out where the menu is known to be held: a button on a screen that is open already.
   */
  menus?: readonly string[];
  privileges: readonly string[];
}

/** Every manage menu entry of the catalogue: what the platform admin holds. */
export const ALL_MANAGE_MENUS: readonly string[] = SCREEN_NAMES.filter((name) => screenDeclaration(name).manageMenu);

export const isScreenName = (name: string): name is ScreenName => Object.hasOwn(SCREENS, name);

/** The manage menu entry a screen is reached through: itself when it is one, else its parent's; null for none. */
export function menuScreenOf(name: ScreenName): ScreenName | null {
  const { manageMenu, parent } = screenDeclaration(name);
  if (manageMenu) return name;
  return parent && isScreenName(parent) && parent !== name ? menuScreenOf(parent) : null;
}

/**
 * A screen opens for a user of one of its host kinds; a manage user also needs its menu entry among the role's menus
 * and the privilege it declares. A site gate (a privilege that opens no menu screen: 0108, the voucher admin site)
 * opens its screens alone, as spec §6 says. The built-in front and agent menus hold every screen of their host kind.
 */
export function mayOpenScreen(name: ScreenName, holder: ScreenHolder): boolean {
  const { hosts, privilege } = screenDeclaration(name);
  if (!hosts.includes(holder.hostKey)) return false;
  if (holder.hostKey !== 'manage') return true;
  const entry = privilege ? PRIVILEGES[privilege] : null;
  if (entry && !holder.privileges.includes(entry.code)) return false;
  const menu = menuScreenOf(name);
  return !menu || entry?.opens === null || !holder.menus || holder.menus.includes(menu);
}
