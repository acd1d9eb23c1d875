import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account';
import { agencyRoutes } from './agency';
import { authRoutes } from './auth';
import { companyExportRoutes } from './company-export';
import { contentRoutes } from './content';
import { enterpriseRoutes } from './enterprise';
import { enterpriseFieldRoutes } from './enterprise-fields';
import { estateRoutes } from './estate';
import { estateImportRoutes } from './estate-import';
import { filesRoutes } from './files';
import { lifeTreeRoutes } from './life-tree';
import { logRoutes } from './logs';
import { menuAdminRoutes, menuRoutes } from './menu';
import { messageRoutes } from './messages';
import { parkRoutes } from './park';
import { personnelRoutes } from './personnel';
import { privilegeRoutes } from './privilege';
import { regionRoutes } from './region';
import { roleRoutes } from './role';
import { systemSettingRoutes } from './system-settings';
import { tenancyRoutes } from './tenancy';
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
  enterpriseRoutes,
  systemSettingRoutes,
  roleRoutes,
  privilegeRoutes,
  accountRoutes,
  menuAdminRoutes,
  lifeTreeRoutes,
  messageRoutes,
  companyExportRoutes,
  personnelRoutes,
  tenancyRoutes,
  agencyRoutes,
  contentRoutes,
];
