import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes';
import { menuRoutes } from './menu/routes';
import { regionRoutes } from './region/routes';
import { userRoutes } from './user/routes';
import { verifyCodeRoutes } from './verify-code/routes';
import { filesRoutes } from './files';
import { logRoutes } from './logs/routes';
import { roleRoutes } from './role/routes';
import { privilegeRoutes } from './privilege/routes';
import { accountRoutes } from './account/routes';
import { menuAdminRoutes } from './menu/admin-routes';
import { parkDomainRoutes } from './park';

// Every API module, mounted under /api.
export const apiModules: FastifyPluginAsync[] = [authRoutes, userRoutes, verifyCodeRoutes, menuRoutes, regionRoutes, logRoutes, filesRoutes, parkDomainRoutes, roleRoutes, privilegeRoutes, accountRoutes, menuAdminRoutes];
