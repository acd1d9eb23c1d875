import type { ModuleFace } from '../lib/module-face';
import { accountModule } from './account';
import { agencyModule } from './agency';
import { appContentModule } from './app-content';
import { authModule } from './auth';
import { companyExportModule } from './company-export';
import { consultationsModule } from './consultations';
import { contentModule } from './content';
import { dashboardModule } from './dashboard';
import { enterpriseFieldsModule } from './enterprise-fields';
import { enterpriseModule } from './enterprise';
import { estateImportModule } from './estate-import';
import { estateModule } from './estate';
import { filesModule } from './files';
import { lifeTreeModule } from './life-tree';
import { logsModule } from './logs';
import { menuModule } from './menu';
import { messagesModule } from './messages';
import { ordersModule } from './orders';
import { parkModule } from './park';
import { personnelModule } from './personnel';
import { preApplyModule } from './pre-apply';
import { privilegeModule } from './privilege';
import { regionModule } from './region';
import { roleModule } from './role';
import { settlementsModule } from './settlements';
import { suggestionsModule } from './suggestions';
import { systemSettingsModule } from './system-settings';
import { tenancyModule } from './tenancy';
import { userModule } from './user';
import { verifyCodeModule } from './verify-code';
import { vouchersModule } from './vouchers';
import { homeModuleOver } from './home';

// Every API module's face, mounted flat under /api: one line per module, no module mounts another. The home counts
// the others' to-do kinds (their `todos`); the demo seed writes their rows (their `seeds`) in this order, so a module
// comes after those whose rows its seed reads (the life tree after tenancy, settlements after the voucher orders).
const modules: ModuleFace[] = [
  authModule,
  userModule,
  verifyCodeModule,
  menuModule,
  regionModule,
  logsModule,
  filesModule,
  parkModule,
  estateModule,
  estateImportModule,
  enterpriseFieldsModule,
  enterpriseModule,
  systemSettingsModule,
  roleModule,
  privilegeModule,
  accountModule,
  messagesModule,
  companyExportModule,
  personnelModule,
  tenancyModule,
  lifeTreeModule,
  agencyModule,
  contentModule,
  ordersModule,
  vouchersModule,
  settlementsModule,
  consultationsModule,
  appContentModule,
  suggestionsModule,
  dashboardModule,
  preApplyModule,
];

export const apiModules: readonly ModuleFace[] = [...modules, homeModuleOver(modules)];

/** Every route plugin, in the order of the list. */
export const apiRoutes = apiModules.flatMap((module) => module.routes);
