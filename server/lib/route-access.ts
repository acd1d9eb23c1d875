import type { RouteOptions } from 'fastify';
import { isPublic, type RouteAccess, type SessionAccess } from '@contract/access';
import { PRIVILEGES } from '@contract/privileges';
import { forbidden } from './errors';
import type { AuthUser } from './request-context';

export type { PublicAccess, RouteAccess, SessionAccess } from '@contract/access';
export { isPublic } from '@contract/access';

export interface RouteAccessConfig {
  access: RouteAccess;
}

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
