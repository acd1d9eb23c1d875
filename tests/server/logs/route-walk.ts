import Fastify from 'fastify';
import { apiRoutes } from '../../../server/modules';
import { testConfig, testDatabase } from '../helpers/test-server';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Every mutating route the API modules register, as `METHOD /api/path`, collected with an onRoute hook on an
// instance carrying the same modules as the real app.
export async function mutatingRoutes(): Promise<string[]> {
  const app = Fastify();
  app.decorate('config', testConfig());
  app.decorate('db', (await testDatabase()).db);
  const found: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (MUTATING.has(method)) found.push(`${method} ${route.url}`);
  });
  for (const routes of apiRoutes) await app.register(routes, { prefix: '/api' });
  await app.ready();
  await app.close();
  return found;
}
