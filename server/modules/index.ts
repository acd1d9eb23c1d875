import type { FastifyPluginAsync } from 'fastify';
import { logRoutes } from './logs/routes';

// Every API module, mounted under /api.
export const apiModules: FastifyPluginAsync[] = [logRoutes];
