import type { RouteOptions } from 'fastify';
import { isPublic, type RouteAccess } from '@contract/access';

export type { PublicAccess, RouteAccess, SessionAccess } from '@contract/access';
export { isPublic, mayCall } from '@contract/access';

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
