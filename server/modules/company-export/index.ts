// The company export's face: the export routes (which also take over exports a stopped instance left running).
import type { ModuleFace } from '../../lib/module-face';
import { companyExportRoutes } from './routes';

export const companyExportModule: ModuleFace = { routes: [companyExportRoutes] };
