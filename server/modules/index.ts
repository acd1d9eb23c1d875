import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account';
import { agencyRoutes, agencyServiceRoutes } from './agency';
import { appContentRoutes } from './app-content';
import { authRoutes } from './auth';
import { companyExportRoutes } from './company-export';
import { consultationRoutes } from './consultations';
import { contentRoutes } from './content';
import { enterpriseRoutes } from './enterprise';
import { enterpriseFieldRoutes } from './enterprise-fields';
import { estateRoutes } from './estate';
import { estateImportRoutes } from './estate-import';
import { filesRoutes } from './files';
import { lifeTreeRoutes } from './life-tree';
import { logRoutes } from './logs';
import { menuRoutes } from './menu';
import { messageRoutes, messageStreamRoutes } from './messages';
import { orderRoutes } from './orders';
import { parkRoutes } from './park';
import { personnelRoutes } from './personnel';
import { preApplyRoutes } from './pre-apply';
import { privilegeRoutes } from './privilege';
import { regionRoutes } from './region';
import { roleRoutes } from './role';
import { settlementRoutes } from './settlements';
import { suggestionRoutes } from './suggestions';
import { homeRoutes } from './home';
import { dashboardRoutes } from './dashboard';
import { systemSettingRoutes } from './system-settings';
import { tenancyRoutes } from './tenancy';
import { userRoutes } from './user';
import { verifyCodeRoutes } from './verify-code';
import { voucherRoutes } from './vouchers';

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
  lifeTreeRoutes,
  messageRoutes,
  messageStreamRoutes,
  companyExportRoutes,
  personnelRoutes,
  tenancyRoutes,
  agencyRoutes,
  agencyServiceRoutes,
  contentRoutes,
  orderRoutes,
  settlementRoutes,
  voucherRoutes,
  consultationRoutes,
  appContentRoutes,
  suggestionRoutes,
  homeRoutes,
  dashboardRoutes,
  preApplyRoutes,
];
