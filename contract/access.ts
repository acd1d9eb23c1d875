import type { HostKey } from './host-kinds';
import type { PrivilegeKey } from './privileges';

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
   * Park scope: 'session' works in the session's park (a caller without one is refused before the handler);
   * 'scope' refuses or leaves out parks outside the caller's parks (checked by the service, which knows the park
   * only from the data).
   */
  park?: 'session' | 'scope';
}

export const isPublic = (access: RouteAccess): access is PublicAccess => 'public' in access && access.public;
