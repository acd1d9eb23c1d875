import type { RouteOptions } from 'fastify';
import type { HostKey } from '@contract/host-kinds';
import { PRIVILEGES, type PrivilegeKey } from '@contract/privileges';
import { forbidden } from './errors';
import type { AuthUser } from './request-context';

// Who may call a route, declared in its definition as `config: { access }` (deny by default: a route without one
// is refused at registration).
export type RouteAccess = PublicAccess | SessionAccess;

// Anyone, without a session (sign-in, registration, public lookups).
export interface PublicAccess {
  public: true;
}

export interface SessionAccess {
  // The host kinds whose sessions may call it; anyone else is answered 403.
  hosts: readonly HostKey[];
  // A privilege the caller's role in the session's park must hold (platform admins hold every one).
  privilege?: PrivilegeKey;
  // Park scope, checked by the service because the park is only known from the data:
  // 'session': it works in the session's park; 'scope': it refuses or leaves out parks outside the caller's parks.
  park?: 'session' | 'scope';
}

export interface RouteAccessConfig {
  access: RouteAccess;
}

export const isPublic = (access: RouteAccess): access is PublicAccess => 'public' in access && access.public;

// The API docs are part of the published contract, readable without a session; paths outside /api are not calls.
export const isOpenPath = (url: string) => !url.startsWith('/api/') || url === '/api/docs' || url.startsWith('/api/docs/');

// onRoute hook: an API route that does not say who may call it is a programming error, refused before it can serve.
export function requireAccessDeclaration(route: RouteOptions): void {
  if (isOpenPath(route.url)) return;
  const access = (route.config as { access?: RouteAccess } | undefined)?.access;
  if (!access) throw new Error(`${[route.method].flat().join(',')} ${route.url} declares no access: add config: { access } to its definition`);
  if (!isPublic(access) && access.hosts.length === 0) throw new Error(`${route.url} admits no host kind`);
}

// The privilege code a declaration asks for, if any.
export const requiredCode = (access: SessionAccess): string | null => (access.privilege ? PRIVILEGES[access.privilege].code : null);

// Refuses a signed-in caller whose host kind the declaration does not list.
export function assertHost(access: SessionAccess, user: AuthUser): void {
  if (!access.hosts.includes(user.hostKey)) throw forbidden();
}
