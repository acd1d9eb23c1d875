import type { FastifyPluginAsync } from 'fastify';

// Every API module, mounted under /api. Order matters only for hooks (auth first).
export const apiModules: FastifyPluginAsync[] = [];
