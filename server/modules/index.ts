import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { enterpriseFieldRoutes } from './enterprise-fields';
import { estateRoutes } from './estate';
import { estateImportRoutes } from './estate-import';
import { filesRoutes } from './files';
import { logRoutes } from './logs';
import { menuAdminRoutes, menuRoutes } from './menu';
import { parkRoutes } from './park';
import { privilegeRoutes } from './privilege';
import { regionRoutes } from './region';
import { roleRoutes } from './role';
import { systemSettingRoutes } from './system-settings';
import { userRoutes } from './user';
import { verifyCodeRoutes } from './verify-code';

// Every API module, mounted flat under /api: one line per module, no module mounts another.
export const apiModules: FastifyPluginAsync[] = [
  authRoutes,
  userRoutes,
  verifyCodeRoutes,
  menuRoutes,
  regionRoutes,
  logRoutes,
  filesRoutes,
  parkRoutes,
  estateRoutes,
  estateImportRoutes,
  enterpriseFieldRoutes,
  systemSettingRoutes,
  roleRoutes,
  privilegeRoutes,
  accountRoutes,
  menuAdminRoutes,
];
