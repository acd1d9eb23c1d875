import Fastify from 'fastify';
import { hostKeyOf } from '@contract/host-kinds';
import { PRIVILEGES } from '@contract/privileges';
import type { RouteAccess } from '../../../server/lib/route-access';
import { apiRoutes } from '../../../server/modules';
import { testConfig, testDatabase } from './test-server';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

/**
 * Every route the API modules register, with its access declaration, collected with an onRoute hook on an
 * instance carrying the same modules as the real app.
 */
export async function registeredRoutes(): Promise<RegisteredRoute[]> {
  const app = Fastify();
  app.decorate('config', testConfig());
  app.decorate('db', (await testDatabase()).db);
  const found: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    for (const method of [route.method].flat()) if (method !== 'HEAD') found.push({ method, url: route.url, access });
  });
  for (const routes of apiRoutes) await app.register(routes, { prefix: '/api' });
  await app.ready();
  await app.close();
  return found;
}

/** Whether a route's declaration shuts out an account of this user type holding these privilege codes. */
export function excludes(access: RouteAccess, account: { userType: number; privileges: string[] }): boolean {
  if ('public' in access) return false;
  if (!access.hosts.includes(hostKeyOf(account.userType))) return true;
  return access.privilege !== undefined && !account.privileges.includes(PRIVILEGES[access.privilege].code);
}
