import type { HostKey } from './host-kinds';
import { PRIVILEGES, type PrivilegeKey } from './privileges';
import type { ScreenName } from './screens/catalogue';
import { mayOpenScreen, type ScreenHolder } from './screens/gate';

// Who may call a call, declared with it (deny by default: the server refuses to register a call without one).
export type RouteAccess = PublicAccess | SessionAccess;

/** Anyone, without a session (sign-in, registration, public lookups). */
export interface PublicAccess {
  public: true;
}

export interface SessionAccess {
  /** The host kinds whose sessions may call it; anyone else is answered 403. */
  hosts: readonly HostKey[];
  /** A privilege the caller's role in the session's park must hold (platform admins hold every one). */
  privilege?: PrivilegeKey;
  /**
   * The manage screens that show what it reads: a manage caller may call it only while one of them is open to them
   * (its menu entry among the role's menus and its privilege held, contract/screens/gate.ts). Every manage read names
   * its screens or says in `open` why every manage user may call it.
   */
  screens?: readonly ScreenName[];
  /** Why every signed-in user of its host kinds may call it (a picker, the user's own data, the shell). */
  open?: string;
  /**
   * Park scope: 'session' works in the session's park (a caller without one is refused before the handler);
   * 'scope' refuses or leaves out parks outside the caller's parks (checked by the service, which knows the park
   * only from the data).
   */
  park?: 'session' | 'scope';
}

export const isPublic = (access: RouteAccess): access is PublicAccess => 'public' in access && access.public;

/** Whether a signed-in user may make a call: its host kind, its privilege and, for a manage user, one of its screens. */
export function mayCall(access: RouteAccess, holder: ScreenHolder): boolean {
  if (isPublic(access)) return true;
  if (!access.hosts.includes(holder.hostKey)) return false;
  if (access.privilege && !holder.privileges.includes(PRIVILEGES[access.privilege].code)) return false;
  if (holder.hostKey !== 'manage' || !access.screens) return true;
  return access.screens.some((screen) => mayOpenScreen(screen, holder));
}
